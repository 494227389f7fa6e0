/**
 * The contact form's fields, limits and interest codes, without the schema: what the browser
 * needs (the form, links that preselect an interest) stays free of yup; `contact.ts` validates.
 */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;
/** RFC 5321: an address has at most 254 characters, its local part (before "@") at most 64. */
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_EMAIL_LOCAL_MAX = 64;
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

export const CONTACT_FIELDS = ['name', 'email', 'message', 'interest'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Record<'name' | 'email' | 'message', string> & {
  interest: ContactInterest | null;
};
export type ContactErrors = Partial<Record<ContactField, string>>;

export function isContactInterest(value: unknown): value is ContactInterest {
  return typeof value === 'string' && (CONTACT_INTERESTS as readonly string[]).includes(value);
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

/**
 * The privacy policy version a form carried (shown to the visitor under the form), or null when
 * it is not a short version label: `2026-03-01`, `v2`, `1.1`.
 */
export function contactPolicyVersion(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^[0-9A-Za-z][0-9A-Za-z._-]{0,31}$/.test(trimmed) ? trimmed : null;
}
