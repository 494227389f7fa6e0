import type { Language } from '@brilla/i18n';
import type { Core } from '@strapi/strapi';
import { resolveLanguage } from './accept-language';

/** The language of the admin request being served (Accept-Language), for messages; else es. */
export function requestLanguage(strapi: Core.Strapi): Language {
  const request = strapi.requestContext.get()?.request as
    | { headers?: Record<string, string | undefined> }
    | undefined;
  return resolveLanguage(undefined, request?.headers?.['accept-language']);
}
