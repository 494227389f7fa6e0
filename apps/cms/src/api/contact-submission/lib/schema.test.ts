import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_SUBMISSION_FIELDS } from '@brilla/validation';
import { describe, expect, it } from 'vitest';

type Attribute = { required?: boolean; maxLength?: number; enum?: string[] };

const SCHEMA = 'content-types/contact-submission/schema.json';
const { attributes } = JSON.parse(readFileSync(path.join(__dirname, '..', SCHEMA), 'utf8')) as {
  attributes: Record<string, Attribute>;
};

/** What the shared declaration says a stored column must be, in schema.json's words. */
function expected(rule: {
  required: boolean;
  max?: number;
  choices?: readonly string[];
}): Attribute {
  return {
    required: rule.required,
    maxLength: rule.max,
    enum: rule.choices ? [...rule.choices] : undefined,
  };
}

describe('the contact submission schema and @brilla/validation', () => {
  it.each(Object.entries(CONTACT_SUBMISSION_FIELDS))(
    '%s is stored as the contact contract declares it',
    (field, rule) => {
      const attribute = attributes[field];
      const fix = `set "${field}" in src/api/contact-submission/${SCHEMA} to what CONTACT_SUBMISSION_FIELDS (packages/validation/src/contact-fields.ts) declares, or change the declaration`;
      expect(attribute, `schema.json has no "${field}"; ${fix}`).toBeDefined();
      const { required, maxLength, enum: choices } = attribute ?? {};
      expect({ required: required ?? false, maxLength, enum: choices }, fix).toEqual(
        expected(rule),
      );
    },
  );
});
