import { type VisitBatch, visitBatchSchema } from '@brilla/validation';
import type { Core } from '@strapi/strapi';
import { dayOf, recordBatch } from '../lib/store';

type Ctx = {
  request: { body?: { data?: unknown } };
  status: number;
  body: unknown;
  badRequest: (message: string) => void;
};

/** `POST /api/site-visits` `{ data: VisitBatch }`: adds the web's counts to today's; 204, or 400. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(ctx: Ctx) {
    let batch: VisitBatch;
    try {
      batch = await visitBatchSchema.validate(ctx.request.body?.data, { stripUnknown: false });
    } catch (error) {
      return ctx.badRequest(
        error instanceof Error ? error.message : 'Not a batch of visit counts.',
      );
    }
    await recordBatch(strapi.db.connection, batch, dayOf(new Date()));
    ctx.status = 204;
    ctx.body = null;
  },
});
