import type { Core } from '@strapi/strapi';
import { createLoginGuard, type LoginGuardConfig } from '../lib/admin/login-guard';
import { closeOnDestroy } from '../lib/closers';

/** The admin's sign-in routes that anyone can call without a token. */
const GUARDED_PATHS = new Set([
  '/admin/login',
  '/admin/register-admin',
  '/admin/register',
  '/admin/reset-password',
]);
/** Strapi errors that mean "refused input" (4xx), as opposed to the server failing. */
const REFUSALS = new Set([
  'ApplicationError',
  'ValidationError',
  'UnauthorizedError',
  'ForbiddenError',
  'PolicyError',
]);

type Ctx = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  request: { ip: string; body?: unknown };
  set: (header: string, value: string) => void;
};

function isRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return status >= 400 && status < 500 && status !== 429;
  return REFUSALS.has(error.name);
}

function submittedEmail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const email = (body as Record<string, unknown>).email;
  return typeof email === 'string' ? email : null;
}

/**
 * Brute-force protection of the admin sign-in, shared by every replica through Redis when
 * REDIS_URL is set. Runs after strapi::body (it needs the e-mail) and inside strapi::errors
 * (the login controller throws on wrong credentials, so a throw is what counts as a failure).
 * It replaces Strapi's own admin rate limit, which is per process and counts successful
 * sign-ins too (config/admin.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const guard = createLoginGuard(strapi.config.get<LoginGuardConfig>('login-guard'), strapi.log);
  closeOnDestroy(strapi, () => guard.close());

  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.method !== 'POST' || !GUARDED_PATHS.has(ctx.path)) return next();
    const ip = ctx.request.ip;
    const email = submittedEmail(ctx.request.body);
    const decision = await guard.check(ip, email);
    if (!decision.allowed) {
      const minutes = Math.ceil(decision.retryAfterSeconds / 60);
      strapi.log.warn(
        `Admin sign-in refused for ${decision.reason === 'ip' ? `address ${ip}` : 'an e-mail'} (locked for ${decision.retryAfterSeconds} s)`,
      );
      ctx.set('Retry-After', String(decision.retryAfterSeconds));
      ctx.status = 429;
      ctx.body = {
        data: null,
        error: {
          status: 429,
          name: 'RateLimitError',
          message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          details: { retryAfterSeconds: decision.retryAfterSeconds },
        },
      };
      return;
    }
    try {
      await next();
    } catch (error) {
      if (isRefusal(error)) await guard.recordFailure(ip, email);
      throw error;
    }
    if (ctx.status >= 400 && ctx.status < 500 && ctx.status !== 429) {
      await guard.recordFailure(ip, email);
    } else if (ctx.status < 300 && ctx.path === '/admin/login') {
      await guard.recordSuccess(email);
    }
  };
};
