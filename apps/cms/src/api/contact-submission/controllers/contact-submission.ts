import { contactReplyToHttp } from '@brilla/validation';
import type { Core } from '@strapi/strapi';
import { contactService } from '../lib/services';

type Ctx = {
  request: { body?: unknown; ip: string };
  get: (header: string) => string;
  set: (header: string, value: string) => void;
  status: number;
  body: unknown;
};

/**
 * Thin: reads the request, calls the contact service, answers its outcome as the shared contract
 * says (@brilla/validation contactReplyToHttp: 201, 400 ValidationError, 429 RateLimitError).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(ctx: Ctx) {
    const result = await contactService(strapi, 'contact').submit({
      body: ctx.request.body,
      clientKey: ctx.request.ip,
      acceptLanguage: ctx.get('accept-language') || undefined,
    });
    const { status, headers, body } = contactReplyToHttp(result);
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    ctx.status = status;
    ctx.body = body;
  },
});
