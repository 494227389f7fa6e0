import { type Language, translate } from '@brilla/i18n';
import { object, string, ValidationError } from 'yup';

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;
/** The hidden field that people leave empty and form-filling bots do not. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const LIMITS: Record<ContactField, { min?: number; max?: number }> = {
  name: { min: CONTACT_NAME_MIN, max: CONTACT_NAME_MAX },
  email: {},
  message: { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX },
};

// Messages are i18n keys; `validateContact` turns them into text in the caller's language.
export const contactSchema = object({
  name: string()
    .trim()
    .required('contact.errors.nameRequired')
    .min(CONTACT_NAME_MIN, 'contact.errors.nameMin')
    .max(CONTACT_NAME_MAX, 'contact.errors.nameMax'),
  email: string()
    .trim()
    .required('contact.errors.emailRequired')
    .email('contact.errors.emailInvalid')
    // Header injection guard: a line break never belongs in an address.
    .matches(/^[^\r\n]*$/, 'contact.errors.emailInvalid'),
  message: string()
    .trim()
    .required('contact.errors.messageRequired')
    .min(CONTACT_MESSAGE_MIN, 'contact.errors.messageMin')
    .max(CONTACT_MESSAGE_MAX, 'contact.errors.messageMax'),
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
  };
  try {
    const value = contactSchema.validateSync(candidate, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
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
