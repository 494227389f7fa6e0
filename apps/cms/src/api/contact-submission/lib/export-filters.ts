import { LANGUAGES } from '@brilla/i18n';
import { CONTACT_INTERESTS } from '@brilla/validation';
import { EMAIL_STATUSES, LEAD_STATUSES } from './types';

/**
 * The filters the inbox export applies (docs/decisions/053). It takes the content manager's own
 * list query (`filters[$and][0][leadStatus][$eq]=Nuevo`, the search box's `_q`), so the export
 * is the list's current filter, but only through an allowlist: these fields, these operators,
 * values checked and rebuilt. Anything else is refused by name, never passed on. The admin's
 * export button runs it to send the list's filter; the endpoint runs it again on what arrives.
 */

/** The content manager's operators, as its filter menu offers them per field type. */
const EQUALITY = ['$eq', '$ne'] as const;
const PRESENCE = ['$null', '$notNull'] as const;
const ORDER = ['$gt', '$gte', '$lt', '$lte'] as const;
const TEXT = [
  '$eqi',
  '$nei',
  '$contains',
  '$containsi',
  '$notContains',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
] as const;

/** Longest text a name or e-mail filter may compare (the e-mail field's own maximum). */
const EXPORT_TEXT_FILTER_MAX = 254;
/** Longest search (`_q`) the export accepts. */
export const EXPORT_SEARCH_MAX = 200;
/** Most conditions in one export filter; the list's menu adds them one at a time. */
export const EXPORT_CONDITIONS_MAX = 20;

type FieldRule = {
  operators: readonly string[];
  /** The value to send on, or null when the value is not one this field can hold. */
  value: (raw: string) => string | null;
};

const oneOf =
  (values: readonly string[]) =>
  (raw: string): string | null =>
    values.includes(raw) ? raw : null;

/** An ISO 8601 date or date-time (what the list's date picker sends), sent on as UTC ISO. */
function instant(raw: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw)) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const text = (raw: string): string | null =>
  raw.length > 0 && raw.length <= EXPORT_TEXT_FILTER_MAX ? raw : null;

export const EXPORT_FILTER_FIELDS: Readonly<Record<string, FieldRule>> = {
  leadStatus: { operators: [...EQUALITY, ...PRESENCE], value: oneOf(LEAD_STATUSES) },
  interest: { operators: [...EQUALITY, ...PRESENCE], value: oneOf(CONTACT_INTERESTS) },
  language: { operators: [...EQUALITY, ...PRESENCE], value: oneOf(LANGUAGES) },
  emailStatus: { operators: [...EQUALITY, ...PRESENCE], value: oneOf(EMAIL_STATUSES) },
  createdAt: { operators: [...EQUALITY, ...ORDER, ...PRESENCE], value: instant },
  name: { operators: [...EQUALITY, ...TEXT, ...PRESENCE], value: text },
  email: { operators: [...EQUALITY, ...TEXT, ...PRESENCE], value: text },
};

/** One condition of the export's filter: `{ leadStatus: { $eq: 'Nuevo' } }`. */
type ExportCondition = Record<string, Record<string, string>>;
export type ExportFilters = { $and: ExportCondition[] };
/** A part of the list's query the export will not apply: the field (or `_q`) and why. */
export type Refusal = {
  field: string;
  reason: 'field' | 'operator' | 'value' | 'too-many';
  operator?: string;
};
export type ExportQueryResult =
  | { ok: true; filters?: ExportFilters; search?: string }
  | { ok: false; refused: Refusal[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** qs gives an array for `[0]…[20]` and an object with index keys beyond: both are a list. */
function entries(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key]);
  }
  return null;
}

function presenceValue(raw: unknown): string | null {
  if (raw === true || raw === 'true') return 'true';
  if (raw === false || raw === 'false') return 'false';
  return null;
}

/** `{ leadStatus: { $eq: 'Nuevo' } }` or the shorthand `{ leadStatus: 'Nuevo' }`. */
function fieldConditions(
  field: string,
  given: unknown,
  conditions: ExportCondition[],
  refused: Refusal[],
): void {
  const rule = EXPORT_FILTER_FIELDS[field];
  if (!rule) {
    refused.push({ field, reason: 'field' });
    return;
  }
  const operators = typeof given === 'string' ? { $eq: given } : given;
  if (!isRecord(operators) || Object.keys(operators).length === 0) {
    refused.push({ field, reason: 'value' });
    return;
  }
  for (const [operator, raw] of Object.entries(operators)) {
    if (!rule.operators.includes(operator)) {
      refused.push({ field, operator, reason: 'operator' });
      continue;
    }
    const isPresence = (PRESENCE as readonly string[]).includes(operator);
    const value = isPresence
      ? presenceValue(raw)
      : typeof raw === 'string'
        ? rule.value(raw)
        : null;
    if (value === null) refused.push({ field, operator, reason: 'value' });
    else conditions.push({ [field]: { [operator]: value } });
  }
}

/**
 * The export's filter and search for a list query (parsed by qs, as the admin's URL and Koa
 * give it), or what it refuses. Every condition the result holds is `{field: {operator: value}}`
 * from the allowlist, joined with `$and`.
 */
export function exportQueryFromList(query: { filters?: unknown; _q?: unknown }): ExportQueryResult {
  const conditions: ExportCondition[] = [];
  const refused: Refusal[] = [];
  const { filters, _q: search } = query;
  if (filters !== undefined && filters !== '') {
    if (!isRecord(filters)) {
      refused.push({ field: 'filters', reason: 'value' });
    } else {
      for (const [key, given] of Object.entries(filters)) {
        if (key !== '$and') {
          fieldConditions(key, given, conditions, refused);
          continue;
        }
        const list = entries(given);
        if (list === null) {
          refused.push({ field: '$and', reason: 'value' });
          continue;
        }
        for (const condition of list) {
          if (!isRecord(condition)) refused.push({ field: '$and', reason: 'value' });
          else
            for (const [field, value] of Object.entries(condition))
              fieldConditions(field, value, conditions, refused);
        }
      }
    }
  }
  if (conditions.length > EXPORT_CONDITIONS_MAX)
    refused.push({ field: '$and', reason: 'too-many' });
  let cleanSearch: string | undefined;
  if (search !== undefined && search !== '') {
    if (typeof search !== 'string' || search.length > EXPORT_SEARCH_MAX) {
      refused.push({ field: '_q', reason: 'value' });
    } else {
      cleanSearch = search;
    }
  }
  if (refused.length > 0) return { ok: false, refused };
  return {
    ok: true,
    ...(conditions.length > 0 ? { filters: { $and: conditions } } : {}),
    ...(cleanSearch !== undefined ? { search: cleanSearch } : {}),
  };
}

/** The endpoint's query string for an accepted filter: the content manager's own syntax. */
export function exportSearchParams(query: { filters?: ExportFilters; search?: string }): string {
  const params = new URLSearchParams();
  query.filters?.$and.forEach((condition, index) => {
    for (const [field, operators] of Object.entries(condition)) {
      for (const [operator, value] of Object.entries(operators)) {
        params.append(`filters[$and][${index}][${field}][${operator}]`, value);
      }
    }
  });
  if (query.search !== undefined) params.append('_q', query.search);
  return params.toString();
}

/** The refused parts in words, for the endpoint's 400 (the admin shows its own translation). */
export function describeRefusals(refused: readonly Refusal[]): string {
  const parts = refused.map(({ field, operator, reason }) =>
    reason === 'field'
      ? `no filter on "${field}"`
      : reason === 'operator'
        ? `no operator ${operator} on "${field}"`
        : reason === 'too-many'
          ? `at most ${EXPORT_CONDITIONS_MAX} conditions`
          : `an invalid value for "${field}"${operator ? ` ${operator}` : ''}`,
  );
  const fields = Object.keys(EXPORT_FILTER_FIELDS).join(', ');
  return `The export cannot apply this filter (${parts.join('; ')}). It filters on ${fields} and searches with _q; change the list's filter and export again.`;
}
