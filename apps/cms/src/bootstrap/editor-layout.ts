import type { Core } from '@strapi/strapi';
import { banner } from './editor-layout/banner';
import { blocks } from './editor-layout/blocks';
import { blog } from './editor-layout/blog';
import { calculatorSetting } from './editor-layout/calculator-setting';
import { category } from './editor-layout/category';
import { contactErasure } from './editor-layout/contact-erasure';
import { contactSubmission } from './editor-layout/contact-submission';
import { page } from './editor-layout/page';
import { publishedVersion } from './editor-layout/published-version';
import { redirect } from './editor-layout/redirect';
import { scheduledChange } from './editor-layout/scheduled-change';
import { shared } from './editor-layout/shared';
import { siteSetting } from './editor-layout/site-setting';
import { testimonial } from './editor-layout/testimonial';
import { type EditorLayout, TIMESTAMP_COLUMNS } from './editor-layout/types';

/** Every content type and component the editors see, each laid out in its own file. */
const EDITOR_LAYOUTS: readonly EditorLayout[] = [
  page,
  blog,
  category,
  banner,
  testimonial,
  siteSetting,
  calculatorSetting,
  contactSubmission,
  contactErasure,
  publishedVersion,
  scheduledChange,
  redirect,
  ...blocks,
  ...shared,
];

/** The Spanish label editors see for `field` of `uid` (a type or component), else its name. */
export function fieldLabel(uid: string, field: string): string {
  return EDITOR_LAYOUTS.find((layout) => layout.uid === uid)?.fields[field]?.label ?? field;
}

/**
 * What to add for each of `uids` (content types and components) that has no layout: without
 * one, editors would see its raw field names in English.
 */
export function missingLayouts(uids: readonly string[]): string[] {
  const laidOut = new Set(EDITOR_LAYOUTS.map((layout) => layout.uid));
  return uids
    .filter((uid) => !laidOut.has(uid))
    .map((uid) => {
      const type = /^api::[^.]+\.(.+)$/.exec(uid)?.[1];
      return type
        ? `${uid} has no editor layout: add src/bootstrap/editor-layout/${type}.ts (copy blog.ts) and list it in EDITOR_LAYOUTS (src/bootstrap/editor-layout.ts)`
        : `${uid} has no editor layout: add one to src/bootstrap/editor-layout/${uid.split('.')[0]}.ts`;
    });
}

type Json = Record<string, unknown>;
type EditCell = { name: string; size: number };
/** A content-manager configuration as stored in Strapi's core store. */
export type Configuration = {
  settings?: Json;
  metadatas?: Record<string, { edit?: Json; list?: Json }>;
  layouts?: Json & { list?: string[]; edit?: EditCell[][] };
};
type Attributes = Record<string, { type: string; customField?: string }>;
export type FieldSize = (type: string) => { default: number; isResizable: boolean };

export class LayoutError extends Error {
  override name = 'LayoutError';
}

const ROW_WIDTH = 12;

function editRows(
  layout: EditorLayout,
  attributes: Attributes,
  fieldSize: FieldSize,
): EditCell[][] {
  return layout.edit.map((row, index) => {
    const cells = row.map((cell) => {
      const name = typeof cell === 'string' ? cell : cell.field;
      const attribute = attributes[name];
      if (!attribute)
        throw new LayoutError(`${layout.uid}: the edit view names "${name}", which is no field`);
      const size = fieldSize(attribute.type);
      if (typeof cell === 'string') return { name, size: size.default };
      if (!size.isResizable && cell.size !== size.default)
        throw new LayoutError(
          `${layout.uid}: "${name}" (${attribute.type}) is always ${size.default} wide`,
        );
      if (!Number.isInteger(cell.size) || cell.size < 1 || cell.size > ROW_WIDTH)
        throw new LayoutError(`${layout.uid}: "${name}" must be 1 to ${ROW_WIDTH} wide`);
      return { name, size: cell.size };
    });
    const width = cells.reduce((sum, cell) => sum + cell.size, 0);
    if (width > ROW_WIDTH)
      throw new LayoutError(
        `${layout.uid}: edit row ${index + 1} is ${width} wide (at most ${ROW_WIDTH})`,
      );
    return cells;
  });
}

/**
 * The stored configuration with the code's keys applied: labels, descriptions, placeholders and
 * editability of the listed fields, column headers, list columns, edit rows, main field and
 * default sort. Everything else (page size, searchable columns...) stays as stored. Throws a
 * LayoutError naming the type and field when the layout and the schema disagree, so a field
 * added without a Spanish label or a place in the edit view fails the start and the tests.
 */
export function mergeLayout(
  layout: EditorLayout,
  current: Configuration,
  attributes: Attributes,
  fieldSize: FieldSize,
): Configuration {
  const fail = (message: string) => {
    throw new LayoutError(`${layout.uid}: ${message}`);
  };
  for (const name of Object.keys(layout.fields)) {
    if (!attributes[name]) fail(`"${name}" has Spanish copy but is no field`);
  }
  const rows = editRows(layout, attributes, fieldSize);
  const placed = rows.flat().map((cell) => cell.name);
  const editable = new Set((current.layouts?.edit ?? []).flat().map((cell) => cell.name));
  for (const name of placed) {
    if (!layout.fields[name]) fail(`"${name}" is in the edit view without a Spanish label`);
    if (placed.indexOf(name) !== placed.lastIndexOf(name))
      fail(`"${name}" is in the edit view twice`);
  }
  for (const name of editable) {
    if (!placed.includes(name)) fail(`"${name}" has no place in the edit view`);
  }
  const columns = { ...TIMESTAMP_COLUMNS, ...layout.columns };
  for (const name of layout.list ?? []) {
    if (!attributes[name]) fail(`list column "${name}" is no field`);
    if (!layout.fields[name] && !columns[name]) fail(`list column "${name}" has no Spanish header`);
  }
  for (const name of [layout.mainField, layout.sort?.field]) {
    if (name !== undefined && !attributes[name]) fail(`"${name}" (main field or sort) is no field`);
  }

  const metadatas = { ...current.metadatas };
  for (const [name, copy] of Object.entries(layout.fields)) {
    const stored = metadatas[name] ?? {};
    metadatas[name] = {
      ...stored,
      edit: {
        ...stored.edit,
        label: copy.label,
        description: copy.description,
        placeholder: copy.placeholder ?? '',
        editable: copy.editable !== false,
      },
      list: { ...stored.list, label: copy.column ?? copy.label },
    };
  }
  for (const [name, header] of Object.entries(columns)) {
    const stored = metadatas[name];
    if (stored) metadatas[name] = { ...stored, list: { ...stored.list, label: header } };
  }
  return {
    ...current,
    settings: {
      ...current.settings,
      ...(layout.mainField ? { mainField: layout.mainField } : {}),
      ...(layout.sort
        ? { defaultSortBy: layout.sort.field, defaultSortOrder: layout.sort.order }
        : {}),
    },
    metadatas,
    layouts: {
      ...current.layouts,
      ...(layout.list ? { list: [...layout.list] } : {}),
      edit: rows,
    },
  };
}

type ConfigurationService = {
  findConfiguration: (model: { uid: string }) => Promise<Configuration>;
  updateConfiguration: (model: { uid: string }, configuration: Configuration) => Promise<unknown>;
};

/**
 * Writes every editor layout into the content manager's configuration on start, after Strapi
 * has synchronised its own (new fields appended), so a fresh database has them too. A type or
 * component without a layout stops the start, naming the file to add.
 */
export async function applyEditorLayouts(strapi: Core.Strapi): Promise<void> {
  const manager = strapi.plugin('content-manager');
  const sizes = manager.service('field-sizes') as { getFieldSize: FieldSize };
  const [missing] = missingLayouts([
    ...Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::')),
    ...Object.keys(strapi.components),
  ]);
  if (missing) throw new LayoutError(missing);
  for (const layout of EDITOR_LAYOUTS) {
    const contentType = strapi.contentTypes[layout.uid as keyof typeof strapi.contentTypes];
    const component = strapi.components[layout.uid as keyof typeof strapi.components];
    const schema = (contentType ?? component) as { attributes: Attributes } | undefined;
    if (!schema) throw new LayoutError(`${layout.uid}: no such content type or component`);
    const service = manager.service(
      contentType ? 'content-types' : 'components',
    ) as ConfigurationService;
    const model = { uid: layout.uid };
    const current = await service.findConfiguration(model);
    // findConfiguration adds uid (and category for components); the store keeps neither here.
    const { uid: _uid, category: _category, ...stored } = current as Configuration & Json;
    await service.updateConfiguration(
      model,
      mergeLayout(layout, stored, schema.attributes, (type) => sizes.getFieldSize(type)),
    );
  }
}
