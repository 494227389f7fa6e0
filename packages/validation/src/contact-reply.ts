import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  isContactField,
} from './contact-fields.js';

/**
 * Messages per client and window (seconds) when CONTACT_RATE_LIMIT_POINTS and
 * CONTACT_RATE_LIMIT_DURATION are unset, read by both apps. One number for both: the web's
 * limiter then never lets through more than the CMS accepts from the same client.
 */
export const CONTACT_RATE_LIMIT = { points: 5, durationSeconds: 600 } as const;

/** A field's message as Strapi's ValidationError lists it: `details.errors[].path` names the field. */
export type ContactIssue = { path: [ContactField]; message: string };

/** What the CMS's contact route did with a post: the outcome both apps agree on. */
export type ContactReply =
  | { kind: 'stored'; documentId: string }
  /** The honeypot was filled: answered like a stored message, nothing kept. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; message: string; errors: ContactIssue[] }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number };

/** Each outcome's HTTP status and Strapi error name; the web reads the status back. */
const HTTP = {
  stored: { status: 201 },
  ignored: { status: 201 },
  invalid: { status: 400, error: 'ValidationError' },
  'rate-limited': { status: 429, error: 'RateLimitError' },
} as const satisfies Record<ContactReply['kind'], { status: number; error?: string }>;

export type ContactHttpReply = { status: number; headers: Record<string, string>; body: unknown };

/** A form's messages as the CMS lists them, in the form's order. */
export function contactIssues(errors: ContactErrors): ContactIssue[] {
  return CONTACT_FIELDS.flatMap((field): ContactIssue[] => {
    const message = errors[field];
    return message ? [{ path: [field], message }] : [];
  });
}

/** The CMS's answer to an outcome, in Strapi's usual shape (`data`, or `error` with details). */
export function contactReplyToHttp(reply: ContactReply): ContactHttpReply {
  switch (reply.kind) {
    case 'stored':
    case 'ignored': {
      const documentId = reply.kind === 'stored' ? reply.documentId : null;
      return { status: HTTP[reply.kind].status, headers: {}, body: { data: { documentId } } };
    }
    case 'invalid':
    case 'rate-limited': {
      const { status, error: name } = HTTP[reply.kind];
      const rateLimited = reply.kind === 'rate-limited';
      return {
        status,
        headers: rateLimited ? { 'Retry-After': String(reply.retryAfterSeconds) } : {},
        body: {
          data: null,
          error: {
            status,
            name,
            message: reply.message,
            details: rateLimited ? {} : { errors: reply.errors },
          },
        },
      };
    }
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function issuesFrom(body: unknown): ContactIssue[] {
  const listed = field(field(field(body, 'error'), 'details'), 'errors');
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((issue): ContactIssue[] => {
    const path = field(issue, 'path');
    const name = Array.isArray(path) ? path[0] : undefined;
    const message = field(issue, 'message');
    return isContactField(name) && typeof message === 'string' ? [{ path: [name], message }] : [];
  });
}

/**
 * The outcome the CMS answered, read back by the web: null for anything else (a server error,
 * a 400 without a field of the form), which the web reports as not stored. `retryAfterSeconds`
 * is the CMS's Retry-After when it is a number of seconds, `retryFallback` otherwise.
 */
export function contactReplyFromHttp(
  answer: { status: number; retryAfter: string | null; body: unknown },
  retryFallback: number,
): ContactReply | null {
  const { status, retryAfter, body } = answer;
  const message = field(field(body, 'error'), 'message');
  const text = typeof message === 'string' ? message : '';
  if (status >= 200 && status < 300) {
    const documentId = field(field(body, 'data'), 'documentId');
    return typeof documentId === 'string' ? { kind: 'stored', documentId } : { kind: 'ignored' };
  }
  if (status === HTTP['rate-limited'].status) {
    const seconds = Number(retryAfter);
    return {
      kind: 'rate-limited',
      message: text,
      retryAfterSeconds: Number.isInteger(seconds) && seconds > 0 ? seconds : retryFallback,
    };
  }
  if (status === HTTP.invalid.status) {
    const errors = issuesFrom(body);
    if (errors.length > 0) return { kind: 'invalid', message: text, errors };
  }
  return null;
}

/** The issues as the form shows them: the first message of each field. */
export function contactErrorsOf(issues: readonly ContactIssue[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const { path, message } of issues) errors[path[0]] ??= message;
  return errors;
}
