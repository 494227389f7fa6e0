import { type Language, translate } from '@brilla/i18n';
import { object, string, ValidationError } from 'yup';
import {
  CONTACT_EMAIL_LOCAL_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_INTERESTS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  type ContactErrors,
  type ContactField,
  type ContactInput,
  isContactInterest,
} from './contact-fields.js';
import { stripBidiControls, visibleLength } from './text.js';

const LIMITS: Record<ContactField, { min?: number; max?: number }> = {
  name: { min: CONTACT_NAME_MIN, max: CONTACT_NAME_MAX },
  email: {},
  message: { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX },
  interest: {},
};

/** Every field: bidirectional controls removed (web and CMS store the same text), then trimmed. */
const text = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? stripBidiControls(value) : value))
    .trim();

/** Text that shows something: invisible characters alone (U+200B, U+3164…) count as missing. */
const visible = (value: string | undefined) => !value || visibleLength(value) > 0;
/** At least `min` characters that can be seen (invisible ones do not count toward it). */
const visibleAtLeast = (min: number) => (value: string | undefined) =>
  !value || visibleLength(value) === 0 || visibleLength(value) >= min;

const localPartFits = (value: string | undefined) =>
  !value || value.lastIndexOf('@') <= CONTACT_EMAIL_LOCAL_MAX;

// Messages are i18n keys; `validateContact` turns them into text in the caller's language.
// An over-long address is not a valid one: it gets the "valid email" message (docs/product.md §5).
const contactSchema = object({
  name: text()
    .required('contact.errors.nameRequired')
    .test('visible', 'contact.errors.nameRequired', visible)
    .test('min', 'contact.errors.nameMin', visibleAtLeast(CONTACT_NAME_MIN))
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
    .test('visible', 'contact.errors.messageRequired', visible)
    .test('min', 'contact.errors.messageMin', visibleAtLeast(CONTACT_MESSAGE_MIN))
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
