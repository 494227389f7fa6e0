import type { Language } from '@brilla/i18n';
import type { Core } from '@strapi/strapi';
import { resolveLanguage } from './accept-language';

type RequestContext = {
  request?: { headers?: Record<string, string | undefined> };
  state?: {
    auth?: { strategy?: { name?: string } };
    user?: { preferedLanguage?: string | null };
  };
};

/**
 * The language of the admin request being served, for its messages: for signed-in staff, the
 * admin's own (the interface language in their profile; Spanish, the admin's default, when they
 * never chose), so a refusal reads like the screen around it whatever the browser sends;
 * otherwise (the sign-in and invitation pages) the browser's Accept-Language; else Spanish.
 */
export function requestLanguage(strapi: Core.Strapi): Language {
  const context = strapi.requestContext.get() as RequestContext | undefined;
  if (context?.state?.auth?.strategy?.name === 'admin') {
    return context.state.user?.preferedLanguage === 'en' ? 'en' : 'es';
  }
  return resolveLanguage(undefined, context?.request?.headers?.['accept-language']);
}
