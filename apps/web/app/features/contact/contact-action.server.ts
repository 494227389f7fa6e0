import { type Language, translate } from '@brilla/i18n';
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactErrors,
  contactPagePath,
  contactPolicyVersion,
  isHoneypotFilled,
  validateContact,
} from '@brilla/validation';
import { languageFromPath, sitePath, stripLanguage } from '~/i18n/language';
import { CmsError, postContactSubmission } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { readContactForm } from './contact-body.server';
import { allowContact, contactBlocked } from './rate-limit.server';

type ContactValues = { name: string; email: string; message: string; interest: string };

/** What the contact form shows after a post (full page without JavaScript, fetcher with it). */
export type ContactActionData =
  | { status: 'success'; message: string }
  | { status: 'invalid'; fieldErrors: ContactErrors; values: ContactValues }
  | {
      status: 'error';
      message: string;
      values: ContactValues;
      unreadable?: true;
      /** Over the contact limit: how long to wait (the no-JS answer is a small 429 page). */
      retryAfterSeconds?: number;
      /** Not stored: the CMS answered with an error (502) or could not be reached (503). */
      unstored?: 502 | 503;
    };

const NO_VALUES: ContactValues = { name: '', email: '', message: '', interest: '' };

/**
 * The outcome in the HTTP status, with and without JavaScript, so monitoring can tell them
 * apart: 200 sent (or the honeypot), 400 invalid or unreadable, 429 over the limit, 502/503
 * not stored because the CMS failed or could not be reached.
 */
export function contactHttpStatus(result: ContactActionData): 200 | 400 | 429 | 502 | 503 {
  if (result.status === 'success') return 200;
  if (result.status === 'invalid') return 400;
  if (result.unreadable) return 400;
  if (result.retryAfterSeconds !== undefined) return 429;
  return result.unstored ?? 502;
}

/** What monitoring counts (web_contact_submissions_total, server/metrics.ts). */
export const CONTACT_OUTCOMES = ['sent', 'invalid', 'rate-limited', 'failed'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

const OUTCOME_OF_STATUS = {
  200: 'sent',
  400: 'invalid',
  429: 'rate-limited',
  502: 'failed',
  503: 'failed',
} as const satisfies Record<ReturnType<typeof contactHttpStatus>, ContactOutcome>;

/** The outcome of a post, read off its HTTP status (the honeypot's silent success is `sent`). */
export function contactOutcome(result: ContactActionData): ContactOutcome {
  return OUTCOME_OF_STATUS[contactHttpStatus(result)];
}

/** Headers of the action's answer: Retry-After for a rate-limited client. */
export function contactHttpHeaders(result: ContactActionData): Record<string, string> {
  return result.status === 'error' && result.retryAfterSeconds !== undefined
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {};
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

function fieldErrorsFrom(errors: Array<{ field: string; message: string }>): ContactErrors {
  const result: ContactErrors = {};
  for (const { field, message } of errors) {
    if (
      (field === 'name' || field === 'email' || field === 'message' || field === 'interest') &&
      !result[field]
    ) {
      result[field] = message;
    }
  }
  return result;
}

/** Seconds from a Retry-After header (the CMS's), when it is a number of seconds. */
function retryAfterFrom(header: string | null | undefined, fallback: number): number {
  const value = Number(header);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * docs/design.md §6: a client already over the per-client limit → rate-limited message, before any
 * other work; honeypot → silent success; invalid → field messages, CMS not called; then the
 * message counts toward the limit and goes to the CMS. Typed values always return.
 * The HTTP status tells the outcome (contactHttpStatus), to the form's fetcher as to a post
 * without JavaScript; a rate-limited post without JavaScript gets a small 429 page instead of
 * the site's page (entry.server.tsx). A body no form sends (JSON, text/plain, broken, over
 * 64 KB) gets the failure message, answered 400.
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
    interest: text(form.get('interest')),
  };
  const success = (): ContactActionData => ({
    status: 'success',
    message: translate(language, 'contact.success'),
  });
  const failure = (unstored: 502 | 503): ContactActionData => ({
    status: 'error',
    message: translate(language, 'contact.failure'),
    values,
    unstored,
  });
  const rateLimited = (retryAfterSeconds: number): ContactActionData => ({
    status: 'error',
    message: translate(language, 'contact.rateLimited'),
    values,
    retryAfterSeconds,
  });
  const invalid = (fieldErrors: ContactErrors): ContactActionData => ({
    status: 'invalid',
    fieldErrors,
    values,
  });

  const client = clientIp ?? 'unknown';
  const blocked = await contactBlocked(client);
  if (!blocked.allowed) return rateLimited(blocked.retryAfterSeconds);
  if (isHoneypotFilled({ [CONTACT_HONEYPOT_FIELD]: form.get(CONTACT_HONEYPOT_FIELD) })) {
    return success();
  }
  const validation = validateContact(values, language);
  if (!validation.ok) return invalid(validation.errors);
  const decision = await allowContact(client);
  if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

  try {
    const result = await postContactSubmission(
      {
        ...validation.value,
        language,
        // The version of the privacy policy the visitor saw under the form (Ley 1581).
        policyVersion: contactPolicyVersion(form.get('policyVersion')),
        // The page the form was posted to, only as a path of this site (or none).
        pagePath: contactPagePath(stripLanguage(sitePath(url.pathname))),
      },
      clientIp,
    );
    if (result.kind === 'stored') return success();
    if (result.kind === 'rate-limited') {
      return rateLimited(retryAfterFrom(result.retryAfter, env().contactRateWindowSeconds));
    }
    const fieldErrors = fieldErrorsFrom(result.errors);
    return Object.keys(fieldErrors).length > 0 ? invalid(fieldErrors) : failure(502);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] contact message not delivered: ${error.message}`);
    return failure(error.status === null ? 503 : 502);
  }
}
