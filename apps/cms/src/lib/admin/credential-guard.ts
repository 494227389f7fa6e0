import type { Core } from '@strapi/strapi';
import { resolveLanguage } from '../accept-language';
import { closeOnDestroy } from '../closers';
import { answerError } from '../error-body';
import { controllerActions } from '../strapi-services';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  deviceKey,
  issueDevice,
  trustedDevice,
} from './device-cookie';
import { createLoginGuard, type LoginGuard, type LoginGuardConfig } from './login-guard';
import { registerSignInLockRoutes } from './sign-in-locks';

/**
 * The admin's credential actions that anyone can call without a token (controller
 * `admin::authentication`). The guard wraps the actions themselves, so every request the router
 * sends to them counts, whatever the spelling of its path (`/admin/login/`, `/Admin/LOGIN`, …).
 */
const GUARDED_ACTIONS = [
  'login',
  'registerAdmin',
  'register',
  'registrationInfo',
  'forgotPassword',
  'resetPassword',
  'accessToken',
] as const;
/** Strapi's admin refresh cookie: renewing without one is a signed-out admin, not an attempt. */
const REFRESH_COOKIE = 'strapi_admin_refresh';
/** Strapi errors that mean "refused input" (4xx), as opposed to the server failing. */
const REFUSALS = new Set([
  'ApplicationError',
  'ValidationError',
  'UnauthorizedError',
  'ForbiddenError',
  'PolicyError',
  'NotFoundError',
]);

type Ctx = {
  status: number;
  body: unknown;
  request: { ip: string; body?: unknown; query?: unknown; secure: boolean };
  cookies: {
    get: (name: string) => string | undefined;
    set: (name: string, value: string, options: Record<string, unknown>) => void;
  };
  set: (header: string, value: string) => void;
  get: (header: string) => string;
};
type Action = (ctx: Ctx, next?: () => Promise<unknown>) => unknown;

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
 * The refusal the sign-in page shows, in the admin's language (Spanish unless the browser prefers
 * English): what happened, how long, and the way out that needs nobody else.
 */
function refusalMessage(retryAfterSeconds: number, acceptLanguage: string | undefined): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (resolveLanguage(undefined, acceptLanguage) === 'en') {
    return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask an administrator to lift the lock (Settings → Sign-in locks).`;
  }
  return `Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en ${minutes} minuto${minutes === 1 ? '' : 's'}, o pida a un administrador que levante el bloqueo (Configuración → Bloqueos de inicio de sesión).`;
}

/** Strapi's refusals of an invitation link that is wrong, cut short, used or withdrawn. */
const BAD_INVITATION = new Set(['Invalid registrationToken', 'Invalid registration info']);

/**
 * What the invitation page shows for a link that does not work, in the admin's language: the
 * usual cause (the link copied from the visible text, or already used) and the ways out.
 */
function invitationMessage(acceptLanguage: string | undefined): string {
  if (resolveLanguage(undefined, acceptLanguage) === 'en') {
    return 'This invitation link does not work: it is incomplete, was already used, or was withdrawn. Open the whole link from the e-mail or copy it with the copy button next to it; if it still fails, ask an administrator to invite you again (Settings → Users).';
  }
  return 'Este enlace de invitación no funciona: está incompleto, ya se usó o se retiró. Abre el enlace entero desde el correo o cópialo con el botón de copiar que tiene al lado; si sigue sin funcionar, pide a un administrador que te invite de nuevo (Configuración → Usuarios).';
}

function refuse(ctx: Ctx, retryAfterSeconds: number): void {
  ctx.set('Retry-After', String(retryAfterSeconds));
  answerError(
    ctx,
    429,
    'RateLimitError',
    refusalMessage(retryAfterSeconds, ctx.get('accept-language') || undefined),
    { retryAfterSeconds },
  );
}

/** One guarded action: refused while locked, a 4xx outcome counts as a failure. */
function guarded(
  name: string,
  action: Action,
  guard: LoginGuard,
  key: Buffer,
  log: Core.Strapi['log'],
): Action {
  return async (ctx, next) => {
    const ip = ctx.request.ip;
    const email = submittedEmail(ctx.request.body);
    const device =
      name === 'login' ? trustedDevice(key, ctx.cookies.get(DEVICE_COOKIE), email)?.id : null;
    const decision = await guard.check(ip, email, device);
    if (!decision.allowed) {
      const who = { ip: `address ${ip}`, email: 'an e-mail', device: 'a trusted browser' };
      log.warn(
        `Admin ${name} refused for ${who[decision.reason]} (locked for ${decision.retryAfterSeconds} s)`,
      );
      refuse(ctx, decision.retryAfterSeconds);
      return;
    }
    const counts = name !== 'accessToken' || ctx.cookies.get(REFRESH_COOKIE) !== undefined;
    let result: unknown;
    try {
      result = await action(ctx, next);
    } catch (error) {
      if (counts && isRefusal(error)) await guard.recordFailure(ip, email, device);
      if (error instanceof Error && BAD_INVITATION.has(error.message)) {
        error.message = invitationMessage(ctx.get('accept-language') || undefined);
      }
      throw error;
    }
    if (ctx.status >= 400 && ctx.status < 500 && ctx.status !== 429) {
      if (counts) await guard.recordFailure(ip, email, device);
    } else if (ctx.status < 300 && name === 'login') {
      await guard.recordSuccess(email);
      // This browser is now trusted for this e-mail (a new id each sign-in).
      const cookie = email ? issueDevice(key, email) : null;
      if (cookie) {
        ctx.cookies.set(DEVICE_COOKIE, cookie, {
          httpOnly: true,
          sameSite: 'strict',
          secure: ctx.request.secure,
          path: '/admin',
          maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
          overwrite: true,
        });
      }
    }
    return result;
  };
}

/**
 * Brute-force protection of the admin's credential endpoints (decision 050), shared by every
 * replica through Redis when REDIS_URL is set. Called from `register`, before the router binds
 * the actions. It replaces Strapi's own admin rate limit, which is per process and counts
 * successful sign-ins too (config/admin.ts).
 */
export function guardCredentialActions(strapi: Core.Strapi): void {
  const guard = createLoginGuard(strapi.config.get<LoginGuardConfig>('login-guard'), strapi.log);
  const key = deviceKey(strapi.config.get<string>('admin.auth.secret'));
  closeOnDestroy(strapi, () => guard.close());
  registerSignInLockRoutes(strapi, guard);
  const controller = controllerActions<Ctx>(strapi, 'admin::authentication');
  for (const name of GUARDED_ACTIONS) {
    const action = controller[name];
    if (typeof action !== 'function') {
      throw new Error(`Strapi's admin has no authentication.${name} action to guard.`);
    }
    controller[name] = guarded(name, action, guard, key, strapi.log);
  }
}
