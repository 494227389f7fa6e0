import type { Core } from '@strapi/strapi';
import { registerScheduleAdminRoutes } from './admin-routes';
import { SCHEDULABLE, SCHEDULE_UID } from './lib/rules';

type DeleteContext = {
  uid: string;
  action: string;
  params?: { documentId?: string; locale?: string } | undefined;
};

/**
 * What scheduled publishing adds to Strapi at register (src/index.ts calls it): its admin routes,
 * and the clean-up that drops the schedules of an entry (or of one of its languages) deleted.
 */
export function registerScheduledChanges(strapi: Core.Strapi): void {
  registerScheduleAdminRoutes(strapi);
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const { uid, action, params } = context as DeleteContext;
    if (action === 'delete' && params?.documentId && SCHEDULABLE.has(uid)) {
      const locale = params.locale && params.locale !== '*' ? { entryLocale: params.locale } : {};
      await strapi.db.query(SCHEDULE_UID).deleteMany({
        where: { contentType: uid, entryId: params.documentId, ...locale },
      });
    }
    return result;
  });
}
