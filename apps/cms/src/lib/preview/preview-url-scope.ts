import type { Core } from '@strapi/strapi';
import { controllerActions } from '../strapi-services';

type Ability = { can: (action: string, subject: string) => boolean };
type Ctx = {
  params: { contentType?: string };
  state: { userAbility?: Ability };
  forbidden: (message: string) => void;
};

const READ = 'plugin::content-manager.explorer.read';

/**
 * Strapi's `GET /content-manager/preview/url/:contentType` answers any signed-in admin user, and
 * its link carries the preview secret (every draft of the site behind it). Only a user whose role
 * may read that type in the content manager gets one; anyone else gets 403 saying why. Wrapped
 * on the controller, so no spelling of the path goes around it.
 */
export function scopePreviewUrls(strapi: Core.Strapi): void {
  const controller = controllerActions<Ctx>(strapi, 'plugin::content-manager.preview');
  const original = controller.getPreviewUrl;
  if (typeof original !== 'function') {
    throw new Error("Strapi's content manager has no preview.getPreviewUrl action to guard.");
  }
  controller.getPreviewUrl = (ctx: Ctx) => {
    const uid = ctx.params.contentType ?? '';
    if (!ctx.state.userAbility?.can(READ, uid)) {
      return ctx.forbidden(
        'Your role may not read this content type, so it gets no preview link; ask an administrator for access.',
      );
    }
    return original.call(controller, ctx);
  };
}
