import { type Language, translate } from '@brilla/i18n';
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactErrors,
  type ContactValues,
  contactErrorsOf,
  contactPagePath,
  contactPolicyVersion,
  contactValues,
  contactVisitCampaign,
  contactVisitSource,
  isHoneypotFilled,
  validateContact,
} from '@brilla/validation';
import { languageFromPath, sitePath, stripLanguage } from '~/i18n/language';
import { CmsError } from '~/lib/cms.server';
import { readContactForm } from './contact-body.server';
import { postContactSubmission } from './contact-submission.server';
import { allowContact, contactBlocked } from './rate-limit.server';

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

/** The form's fields as posted (none: all empty), to show again with the answer. */
const valuesOf = (form: FormData | null): ContactValues =>
  contactValues((field) => form?.get(field));

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

// The contact feature's part of the load context (app/lib/load-context.ts has the rest).
declare module 'react-router' {
  interface AppLoadContext {
    /** Counts a contact post's outcome (server/metrics.ts); undefined without METRICS_PORT. */
    countContact: ((outcome: ContactOutcome) => void) | undefined;
  }
}

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
  // Only an error carries a wait (a rate-limited client's); no other answer has the field.
  const { retryAfterSeconds } = result as { retryAfterSeconds?: number };
  return retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
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
      values: valuesOf(null),
      unreadable: true,
    };
  }
  const values = valuesOf(form);
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

  // Stryker disable next-line StringLiteral: any one key for the clients of no known address counts them together
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
        // The source and campaign of the visit, as the browser kept them (visit-origin.ts), only
        // as a visit count could name them: anything else is dropped, the message still goes.
        source: contactVisitSource(form.get('source')),
        campaign: contactVisitCampaign(form.get('campaign')),
      },
      clientIp,
    );
    switch (result.kind) {
      case 'stored':
      case 'ignored':
        return success();
      case 'rate-limited':
        return rateLimited(result.retryAfterSeconds);
      case 'invalid':
        return invalid(contactErrorsOf(result.errors));
    }
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] contact message not delivered: ${error.message}`);
    return failure(error.status === null ? 503 : 502);
  }
}
