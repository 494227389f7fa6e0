import type { Core } from '@strapi/strapi';
import type { ContactService } from '../services/contact';
import type { Inbox } from '../services/inbox';
import type { Notifier } from '../services/notifier';
import type { ContactRateLimiter } from '../services/rate-limit';

/** This type's services (services/<name>.ts), each with the type its factory returns. */
type ContactServices = {
  contact: ContactService;
  inbox: Inbox;
  notifier: Notifier;
  'rate-limit': ContactRateLimiter;
};

/**
 * One of this type's services, typed: `strapi.service()` answers every uid with an untyped
 * record, and the uid here can only name a factory of services/, whose type is declared beside it.
 */
export function contactService<Name extends keyof ContactServices>(
  strapi: Core.Strapi,
  name: Name,
): ContactServices[Name] {
  return strapi.service(`api::contact-submission.${name}`) as ContactServices[Name];
}
