import { LANGUAGES } from '@brilla/i18n';
import { CONTACT_PAGE_PATH_MAX } from './text.js';
import { VISIT_CAMPAIGN_MAX, VISIT_SOURCE_MAX } from './visit-rules.js';

/**
 * The contact contract's fields and limits, declared once for both sides of HTTP: the web's form
 * and action, the CMS's service, its schema.json (a CMS test compares them) and the staff's
 * e-mail read them from here, and the TypeScript types below are derived from them. Without the
 * schema: what the browser needs (the form, links that preselect an interest) stays free of
 * yup; `contact.ts` validates.
 */
const CONTACT_NAME_MIN = 2;
const CONTACT_NAME_MAX = 50;
const CONTACT_MESSAGE_MIN = 10;
const CONTACT_MESSAGE_MAX = 1000;
/** RFC 5321: an address has at most 254 characters, its local part (before "@") at most 64. */
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_EMAIL_LOCAL_MAX = 64;
/** A privacy policy version label: `2026-03-01`, `v2`, `1.1`. */
const CONTACT_POLICY_VERSION_MAX = 32;
/** The hidden field that people leave empty and form-filling bots do not. */
export const CONTACT_HONEYPOT_FIELD = 'website';

/**
 * What a visitor may say they are interested in (optional). The codes are stored as they are
 * (staff read them in the admin, in Spanish) and are what links use: `/contactanos?interes=manager`.
 */
export const CONTACT_INTERESTS = ['creador', 'manager', 'marca', 'otro'] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];
/** Query parameters that preselect the interest: Spanish pages use `interes`, English `interest`; both work on both. */
const CONTACT_INTEREST_PARAMS = ['interes', 'interest'] as const;

/** One field's rule: `max` is the stored column's maxLength, `choices` its enumeration. */
type FieldRule = {
  required: boolean;
  min?: number;
  max?: number;
  choices?: readonly string[];
  /** Several lines: a textarea in the form, the e-mail's body. */
  multiline?: true;
};

/** What the visitor fills in, in the form's order. */
export const CONTACT_FORM_FIELDS = {
  name: { required: true, min: CONTACT_NAME_MIN, max: CONTACT_NAME_MAX },
  email: { required: true, max: CONTACT_EMAIL_MAX },
  message: { required: true, min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX, multiline: true },
  interest: { required: false, choices: CONTACT_INTERESTS },
} as const satisfies Record<string, FieldRule>;

/**
 * A submission as the web posts it and the CMS stores it: the form's fields, then what the web
 * adds (the page's language, its path, the privacy policy version the form showed, and the
 * source and campaign of the visit it was sent in, as the visit counts name them: visit-rules.ts).
 */
export const CONTACT_SUBMISSION_FIELDS = {
  ...CONTACT_FORM_FIELDS,
  language: { required: true, choices: LANGUAGES },
  pagePath: { required: false, max: CONTACT_PAGE_PATH_MAX },
  policyVersion: { required: false, max: CONTACT_POLICY_VERSION_MAX },
  source: { required: false, max: VISIT_SOURCE_MAX },
  campaign: { required: false, max: VISIT_CAMPAIGN_MAX },
} as const satisfies Record<string, FieldRule>;

type Fields = typeof CONTACT_SUBMISSION_FIELDS;
export type ContactField = keyof typeof CONTACT_FORM_FIELDS;
export const CONTACT_FIELDS = Object.keys(CONTACT_FORM_FIELDS) as ContactField[];

/** A rule's value: one of its choices, or text; null too when the field is optional. */
type Chosen<R> = R extends { choices: readonly (infer C)[] } ? C : string;
type ValueOf<R> = R extends { required: true } ? Chosen<R> : Chosen<R> | null;
/** A valid submission (what the web posts and the CMS stores, before the CMS's own columns). */
export type ContactSubmission = { -readonly [F in keyof Fields]: ValueOf<Fields[F]> };
/** The form's fields once valid. */
export type ContactInput = Pick<ContactSubmission, ContactField>;
/** The form's fields as typed, valid or not: what the form shows again after an answer. */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The form's fields as text, each read with `get` (not given, or not text: empty). */
export function contactValues(get: (field: ContactField) => unknown): ContactValues {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
  return values as ContactValues;
}

export function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && Object.hasOwn(CONTACT_FORM_FIELDS, value);
}

export function isContactInterest(value: unknown): value is ContactInterest {
  return (CONTACT_INTERESTS as readonly unknown[]).includes(value);
}

/** The interest a link preselects (`?interes=manager` or `?interest=manager`), if it names one. */
export function interestFromQuery(params: {
  get: (name: string) => string | null;
}): ContactInterest | null {
  for (const name of CONTACT_INTEREST_PARAMS) {
    const value = params.get(name)?.trim().toLowerCase();
    if (isContactInterest(value)) return value;
  }
  return null;
}

const POLICY_VERSION = new RegExp(
  `^[0-9A-Za-z][0-9A-Za-z._-]{0,${CONTACT_POLICY_VERSION_MAX - 1}}$`,
);

/**
 * The privacy policy version a form carried (shown to the visitor under the form), or null when
 * it is not a short version label: `2026-03-01`, `v2`, `1.1`.
 */
export function contactPolicyVersion(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return POLICY_VERSION.test(trimmed) ? trimmed : null;
}
