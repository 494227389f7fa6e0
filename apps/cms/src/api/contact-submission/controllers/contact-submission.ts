import type { Core } from '@strapi/strapi';
import type { ContactService } from '../services/contact';

type Ctx = {
  request: { body?: unknown; ip: string };
  get: (header: string) => string;
  set: (header: string, value: string) => void;
  status: number;
  body: unknown;
};

function errorBody(
  status: number,
  name: string,
  message: string,
  details: Record<string, unknown>,
) {
  return { data: null, error: { status, name, message, details } };
}

/** Thin: reads the request, calls the contact service, shapes Strapi's usual reply. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(ctx: Ctx) {
    const service = strapi.service('api::contact-submission.contact') as unknown as ContactService;
    const result = await service.submit({
      body: ctx.request.body,
      clientKey: ctx.request.ip,
      acceptLanguage: ctx.get('accept-language') || undefined,
    });
    switch (result.kind) {
      case 'stored':
        ctx.status = 201;
        ctx.body = { data: { documentId: result.documentId } };
        return;
      case 'ignored':
        ctx.status = 201;
        ctx.body = { data: { documentId: null } };
        return;
      case 'invalid':
        ctx.status = 400;
        ctx.body = errorBody(400, 'ValidationError', result.message, { errors: result.errors });
        return;
      case 'rate-limited':
        ctx.set('Retry-After', String(result.retryAfterSeconds));
        ctx.status = 429;
        ctx.body = errorBody(429, 'RateLimitError', result.message, {});
        return;
    }
  },
});
