import { describe, expect, it } from 'vitest';
import { type Configuration, LayoutError, mergeLayout } from './editor-layout';
import type { EditorLayout } from './editor-layout/types';

const attributes = {
  title: { type: 'string' },
  body: { type: 'blocks' },
  order: { type: 'integer' },
  updatedAt: { type: 'datetime' },
};
const fieldSize = (type: string) => {
  if (type === 'blocks') return { default: 12, isResizable: false };
  return { default: type === 'integer' ? 4 : 6, isResizable: true };
};
const stored: Configuration = {
  settings: { mainField: 'body', pageSize: 20, searchable: true },
  metadatas: {
    title: { edit: { label: 'title', visible: true }, list: { label: 'title', sortable: true } },
    body: { edit: { label: 'body' }, list: { label: 'body' } },
    order: { edit: { label: 'order' }, list: { label: 'order' } },
    updatedAt: { edit: {}, list: { label: 'updatedAt' } },
  },
  layouts: {
    list: ['id', 'title'],
    edit: [
      [{ name: 'body', size: 12 }],
      [
        { name: 'title', size: 6 },
        { name: 'order', size: 4 },
      ],
    ],
  },
};
const layout: EditorLayout = {
  uid: 'api::thing.thing',
  mainField: 'title',
  sort: { field: 'order', order: 'ASC' },
  list: ['order', 'title', 'updatedAt'],
  fields: {
    title: { label: 'Título', description: 'El titular.' },
    body: { label: 'Texto', description: 'El texto.' },
    order: { label: 'Orden', description: 'Posición.', editable: false },
  },
  edit: [[{ field: 'title', size: 8 }, 'order'], ['body']],
};

describe('mergeLayout', () => {
  it("applies the code's labels, rows, columns and sort and keeps the admin's other settings", () => {
    const merged = mergeLayout(layout, stored, attributes, fieldSize);
    expect(merged.settings).toEqual({
      mainField: 'title',
      pageSize: 20,
      searchable: true,
      defaultSortBy: 'order',
      defaultSortOrder: 'ASC',
    });
    expect(merged.layouts).toEqual({
      list: ['order', 'title', 'updatedAt'],
      edit: [
        [
          { name: 'title', size: 8 },
          { name: 'order', size: 4 },
        ],
        [{ name: 'body', size: 12 }],
      ],
    });
    expect(merged.metadatas?.title).toEqual({
      edit: {
        label: 'Título',
        description: 'El titular.',
        placeholder: '',
        editable: true,
        visible: true,
      },
      list: { label: 'Título', sortable: true },
    });
    expect(merged.metadatas?.order?.edit).toMatchObject({ editable: false });
    expect(merged.metadatas?.updatedAt?.list).toEqual({ label: 'Actualizado' });
  });

  it.each([
    [
      'a field without a place in the edit view',
      { ...layout, edit: [['title', 'order']] },
      '"body" has no place in the edit view',
    ],
    [
      'a field without Spanish copy',
      { ...layout, fields: { title: layout.fields.title, order: layout.fields.order } },
      '"body" is in the edit view without a Spanish label',
    ],
    [
      'copy for a field that does not exist',
      { ...layout, fields: { ...layout.fields, ghost: { label: 'x', description: 'y' } } },
      '"ghost" has Spanish copy but is no field',
    ],
    [
      'a row wider than the screen',
      {
        ...layout,
        edit: [
          [
            { field: 'title', size: 8 },
            { field: 'order', size: 6 },
          ],
          ['body'],
        ],
      },
      'edit row 1 is 14 wide',
    ],
    [
      'resizing a full-width field',
      { ...layout, edit: [['title', 'order'], [{ field: 'body', size: 6 }]] },
      '"body" (blocks) is always 12 wide',
    ],
    ['a list column without a header', { ...layout, list: ['id'] }, 'list column "id" is no field'],
  ])('refuses %s, naming the type and field', (_case, broken, message) => {
    expect(() => mergeLayout(broken as EditorLayout, stored, attributes, fieldSize)).toThrow(
      LayoutError,
    );
    expect(() => mergeLayout(broken as EditorLayout, stored, attributes, fieldSize)).toThrow(
      `api::thing.thing: ${message}`,
    );
  });
});
