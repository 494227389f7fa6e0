/**
 * What the admin shows editors for one content type or component: Spanish labels and one-line
 * descriptions, list columns and sort, the field that titles an entry and the edit view's rows.
 * Applied on every start (`../editor-layout.ts`): these keys are owned by the code.
 */
export type FieldCopy = {
  /** The field's name in the edit view, and its list column unless `column` says otherwise. */
  label: string;
  /** One line under the field: what it changes on the site. */
  description: string;
  placeholder?: string;
  /** The list view's column header when it differs from the label. */
  column?: string;
  /** false: shown read-only (e.g. what a visitor sent). */
  editable?: boolean;
};

/** One row of the edit view: field names, or a field with its width in twelfths. */
type EditRow = ReadonlyArray<string | { field: string; size: number }>;

export type EditorLayout = {
  uid: string;
  /** The field that titles an entry in lists, relations and the edit view's header. */
  mainField?: string;
  /** The list view's order until the editor picks another. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** List view columns (the status and language columns are Strapi's own). */
  list?: readonly string[];
  /** Column headers of fields that are never edited (timestamps). */
  columns?: Readonly<Record<string, string>>;
  fields: Readonly<Record<string, FieldCopy>>;
  /** The edit view, top to bottom: content first, SEO and technical options last. */
  edit: readonly EditRow[];
};

/** Headers of Strapi's timestamps, for every content type. */
export const TIMESTAMP_COLUMNS: Readonly<Record<string, string>> = {
  createdAt: 'Creado',
  updatedAt: 'Actualizado',
  publishedAt: 'Publicado',
};
