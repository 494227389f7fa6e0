import { type Language, translate } from '@brilla/i18n';
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactErrors,
  isHoneypotFilled,
  validateContact,
} from '@brilla/validation';
import { CmsError, postContactSubmission } from './cms.server';
import { readContactForm } from './contact-body.server';
import { languageFromPath, stripLanguage } from './language';
import { allowContact } from './rate-limit.server';

export type ContactValues = { name: string; email: string; message: string };

/** What the contact form shows after a post (full page without JavaScript, fetcher with it). */
export type ContactActionData =
  | { status: 'success'; message: string }
  | { status: 'invalid'; fieldErrors: ContactErrors; values: ContactValues }
  | { status: 'error'; message: string; values: ContactValues; unreadable?: true };

const NO_VALUES: ContactValues = { name: '', email: '', message: '' };

/** The route answers 400 to a body that is not a form (JSON, text/plain, too big); else 200. */
export function contactHttpStatus(result: ContactActionData): 200 | 400 {
  return result.status === 'error' && result.unreadable ? 400 : 200;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

function fieldErrorsFrom(errors: Array<{ field: string; message: string }>): ContactErrors {
  const result: ContactErrors = {};
  for (const { field, message } of errors) {
    if ((field === 'name' || field === 'email' || field === 'message') && !result[field]) {
      result[field] = message;
    }
  }
  return result;
}

/**
 * DESIGN.md §6: honeypot → silent success; invalid → field messages, CMS not called; over the
 * per-client limit → rate-limited message; then forward to the CMS. Typed values always return.
 * Every outcome answers 200: the form shows it, and the browser logs no failed request. A body
 * no form sends (JSON, text/plain, broken, over 64 KB) gets the failure message, answered 400.
 */
export async function handleContactAction(
  request: Request,
  clientIp: string | null,
): Promise<ContactActionData> {
  const url = new URL(request.url);
  const language: Language = languageFromPath(url.pathname);
  const form = await readContactForm(request);
  if (!form) {
    return {
      status: 'error',
      message: translate(language, 'contact.failure'),
      values: NO_VALUES,
      unreadable: true,
    };
  }
  const values: ContactValues = {
    name: text(form.get('name')),
    email: text(form.get('email')),
    message: text(form.get('message')),
  };
  const success = (): ContactActionData => ({
    status: 'success',
    message: translate(language, 'contact.success'),
  });
  const failure = (key: string): ContactActionData => ({
    status: 'error',
    message: translate(language, key),
    values,
  });
  const invalid = (fieldErrors: ContactErrors): ContactActionData => ({
    status: 'invalid',
    fieldErrors,
    values,
  });

  if (isHoneypotFilled({ [CONTACT_HONEYPOT_FIELD]: form.get(CONTACT_HONEYPOT_FIELD) })) {
    return success();
  }
  const validation = validateContact(values, language);
  if (!validation.ok) return invalid(validation.errors);
  if (!(await allowContact(clientIp ?? 'unknown'))) return failure('contact.rateLimited');

  try {
    const result = await postContactSubmission(
      { ...validation.value, language, pagePath: stripLanguage(url.pathname) },
      clientIp,
    );
    if (result.kind === 'stored') return success();
    if (result.kind === 'rate-limited') return failure('contact.rateLimited');
    const fieldErrors = fieldErrorsFrom(result.errors);
    return Object.keys(fieldErrors).length > 0 ? invalid(fieldErrors) : failure('contact.failure');
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] contact message not delivered: ${error.message}`);
    return failure('contact.failure');
  }
}
