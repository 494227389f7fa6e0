import { type Language, translate } from '@brilla/i18n';
import { object, string, ValidationError } from 'yup';
import { stripBidiControls } from './text.js';

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
export const CONTACT_INTEREST_PARAMS = ['interes', 'interest'] as const;

export const CONTACT_FIELDS = ['name', 'email', 'message', 'interest'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Record<'name' | 'email' | 'message', string> & {
  interest: ContactInterest | null;
};
export type ContactErrors = Partial<Record<ContactField, string>>;

const LIMITS: Record<ContactField, { min?: number; max?: number }> = {
  name: { min: CONTACT_NAME_MIN, max: CONTACT_NAME_MAX },
  email: {},
  message: { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX },
  interest: {},
};

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

/** Every field: bidirectional controls removed (web and CMS store the same text), then trimmed. */
const text = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? stripBidiControls(value) : value))
    .trim();

const localPartFits = (value: string | undefined) =>
  !value || value.lastIndexOf('@') <= CONTACT_EMAIL_LOCAL_MAX;

// Messages are i18n keys; `validateContact` turns them into text in the caller's language.
// An over-long address is not a valid one: it gets the "valid email" message (docs/product.md §5).
export const contactSchema = object({
  name: text()
    .required('contact.errors.nameRequired')
    .min(CONTACT_NAME_MIN, 'contact.errors.nameMin')
    .max(CONTACT_NAME_MAX, 'contact.errors.nameMax'),
  email: text()
    .required('contact.errors.emailRequired')
    .max(CONTACT_EMAIL_MAX, 'contact.errors.emailInvalid')
    .test('local-part', 'contact.errors.emailInvalid', localPartFits)
    .email('contact.errors.emailInvalid')
    // Header injection guard: a line break never belongs in an address.
    .matches(/^[^\r\n]*$/, 'contact.errors.emailInvalid'),
  message: text()
    .required('contact.errors.messageRequired')
    .min(CONTACT_MESSAGE_MIN, 'contact.errors.messageMin')
    .max(CONTACT_MESSAGE_MAX, 'contact.errors.messageMax'),
  // Optional: nothing chosen is "" or absent; anything else must be one of the choices.
  interest: text().oneOf(['', ...CONTACT_INTERESTS], 'contact.errors.interestInvalid'),
});

export type ContactValidation =
  | { ok: true; value: ContactInput }
  | { ok: false; errors: ContactErrors };

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return undefined;
}

/**
 * Validates untrusted input (form data, JSON) and reports every failing field at once, in the
 * given language. Non-string values count as missing, never as a crash.
 */
export function validateContact(input: unknown, language: Language): ContactValidation {
  const source =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const candidate = {
    name: asText(source.name),
    email: asText(source.email),
    message: asText(source.message),
    interest: source.interest === null ? undefined : asText(source.interest),
  };
  try {
    const { interest, ...value } = contactSchema.validateSync(candidate, {
      abortEarly: false,
      stripUnknown: true,
    });
    return {
      ok: true,
      value: { ...value, interest: isContactInterest(interest) ? interest : null },
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ContactErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path as ContactField | undefined;
      if (!field || errors[field]) continue;
      errors[field] = translate(language, issue.message, LIMITS[field] ?? {});
    }
    return { ok: false, errors };
  }
}

/** True when the honeypot field carries anything: the submission is dropped without a word. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value != null;
}
