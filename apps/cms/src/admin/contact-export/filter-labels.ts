import {
  EXPORT_FILTER_FIELDS,
  type Refusal,
} from '../../api/contact-submission/lib/export-filters';
import { contactSubmission } from '../../bootstrap/editor-layout/contact-submission';
import { TIMESTAMP_COLUMNS } from '../../bootstrap/editor-layout/types';

/** A field as the list's filter chips name it (the inbox layout's labels: "Estado", "Página"). */
function fieldLabel(field: string): string {
  return (
    contactSubmission.columns?.[field] ??
    contactSubmission.fields[field]?.label ??
    TIMESTAMP_COLUMNS[field] ??
    field
  );
}

/** The refused fields, each once, by label: "Página, Creado por". */
export function refusedLabels(refused: readonly Refusal[]): string {
  return [...new Set(refused.map(({ field }) => fieldLabel(field)))].join(', ');
}

/** The fields the export filters on, by label. */
export function allowedLabels(): string {
  return Object.keys(EXPORT_FILTER_FIELDS).map(fieldLabel).join(', ');
}
