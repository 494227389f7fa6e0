import { type Language, translate } from '@brilla/i18n';
import { object, string, ValidationError } from 'yup';
import {
  CONTACT_EMAIL_LOCAL_MAX,
  CONTACT_FIELDS,
  CONTACT_FORM_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  type ContactErrors,
  type ContactField,
  type ContactInput,
  isContactField,
  isContactInterest,
} from './contact-fields.js';
import { stripBidiControls, visibleLength } from './text.js';

const { name, email, message, interest } = CONTACT_FORM_FIELDS;

/** The {{min}} and {{max}} a field's messages name. */
function limitsOf(field: ContactField): Record<string, number> {
  const rule: { required: boolean; min?: number; max?: number } = CONTACT_FORM_FIELDS[field];
  const limits: Record<string, number> = {};
  // Stryker disable next-line ConditionalExpression: no message of a field names a limit it lacks
  if (rule.min !== undefined) limits.min = rule.min;
  // Stryker disable next-line ConditionalExpression: no message of a field names a limit it lacks
  if (rule.max !== undefined) limits.max = rule.max;
  return limits;
}

/**
 * Every field: bidirectional controls removed (web and CMS store the same text), then trimmed.
 * yup transforms and tests only what is there: a missing field stops at `required`, so the
 * functions below see text (`string | undefined` is yup's type, not what they get).
 */
const text = () =>
  string()
    .transform((value: string) => stripBidiControls(value))
    .trim();

/** A rule of ours: its message, an i18n key, is also its yup name (which nothing reads). */
const rule = (message: string, test: (value: string) => boolean) => ({
  name: message,
  message,
  // Stryker disable next-line StringLiteral: yup tests no missing value (above)
  test: (value: string | undefined) => test(value ?? ''),
});

/** Text that shows something: invisible characters alone (U+200B, U+3164…) count as missing. */
const visible = (value: string) => visibleLength(value) > 0;
/**
 * At least `min` characters that can be seen (invisible ones do not count toward it). Text that
 * shows nothing fails `visible` first, and a field shows its first failing rule's message.
 */
const visibleAtLeast = (min: number) => (value: string) => visibleLength(value) >= min;

const localPartFits = (value: string) => value.lastIndexOf('@') <= CONTACT_EMAIL_LOCAL_MAX;

// Messages are i18n keys; `validateContact` turns them into text in the caller's language.
// An over-long address is not a valid one: it gets the "valid email" message (docs/product.md §5).
const contactSchema = object({
  name: text()
    .required('contact.errors.nameRequired')
    .test(rule('contact.errors.nameRequired', visible))
    .test(rule('contact.errors.nameMin', visibleAtLeast(name.min)))
    .max(name.max, 'contact.errors.nameMax'),
  // A line break never passes `email()` (no header injection through the address: tested).
  email: text()
    .required('contact.errors.emailRequired')
    .max(email.max, 'contact.errors.emailInvalid')
    .test(rule('contact.errors.emailInvalid', localPartFits))
    .email('contact.errors.emailInvalid'),
  message: text()
    .required('contact.errors.messageRequired')
    .test(rule('contact.errors.messageRequired', visible))
    .test(rule('contact.errors.messageMin', visibleAtLeast(message.min)))
    .max(message.max, 'contact.errors.messageMax'),
  // Optional: nothing chosen is "" or absent; anything else must be one of the choices.
  interest: text().oneOf(['', ...interest.choices], 'contact.errors.interestInvalid'),
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
  const candidate = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, asText(source[field])]),
  );
  try {
    const { interest, ...value } = contactSchema.validateSync(candidate, { abortEarly: false });
    return {
      ok: true,
      value: { ...value, interest: isContactInterest(interest) ? interest : null },
    };
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: the schema throws nothing else to pass on
    if (!(error instanceof ValidationError)) throw error;
    const errors: ContactErrors = {};
    // With abortEarly false, yup lists every failure in `inner`, even a single one.
    for (const issue of error.inner) {
      const field = issue.path;
      if (!isContactField(field) || errors[field]) continue;
      errors[field] = translate(language, issue.message, limitsOf(field));
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
