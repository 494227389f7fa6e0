/**
 * What the inbox export contains (docs/decisions/053), shared by the endpoint and the admin's
 * export button: the columns, the fields a role must be allowed to read, the file name.
 */

import { staffTime } from '../../../lib/staff-time';

/** The export's columns: header (Spanish, for the sales team) and stored field. */
export const EXPORT_COLUMNS = [
  ['Recibido (hora de Colombia)', 'createdAt'],
  ['Nombre', 'name'],
  ['Correo', 'email'],
  ['Interés', 'interest'],
  ['Idioma', 'language'],
  ['Estado', 'leadStatus'],
  ['Nota interna', 'note'],
  ['Mensaje', 'message'],
  ['Página', 'pagePath'],
  ['Origen', 'source'],
  ['Campaña', 'campaign'],
  ['Versión de la política', 'policyVersion'],
  ['Autorización (hora de Colombia)', 'consentAt'],
  ['Envío del correo', 'emailStatus'],
  ['Id', 'documentId'],
] as const;

/** The columns holding a time, written as the admin shows them (src/lib/staff-time.ts). */
const TIME_FIELDS: readonly string[] = ['createdAt', 'consentAt'];

/** A row's cells, in the columns' order. */
export function exportCells(row: Record<string, unknown>): unknown[] {
  return EXPORT_COLUMNS.map(([, field]) =>
    TIME_FIELDS.includes(field) ? staffTime(row[field]) : row[field],
  );
}

/** Strapi's own fields, which every role that reads a type reads (roles list attributes only). */
const SYSTEM_FIELDS: readonly string[] = ['createdAt', 'documentId'];

/**
 * The attributes in the export: a role may export only when it may read every one of them, so
 * a role that hides a field (the note, the e-mail) in the admin cannot read it in the CSV.
 */
export const EXPORT_READ_FIELDS: readonly string[] = EXPORT_COLUMNS.map(
  ([, field]) => field,
).filter((field) => !SYSTEM_FIELDS.includes(field));

/**
 * The export rule, as the admin's role data gives it: "read" on contact messages, on every
 * exported field. `readableFields` empty means no field restriction (Strapi's convention).
 */
export function mayExport(canRead: boolean, readableFields: readonly string[]): boolean {
  if (!canRead) return false;
  return (
    readableFields.length === 0 ||
    EXPORT_READ_FIELDS.every((field) => readableFields.includes(field))
  );
}

/** `mensajes-de-contacto-2026-11-24.csv`: the day of the export, in Colombia. */
export function exportFileName(now: Date): string {
  return `mensajes-de-contacto-${String(staffTime(now)).slice(0, 10)}.csv`;
}
