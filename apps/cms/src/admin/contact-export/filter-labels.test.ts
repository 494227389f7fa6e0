import { describe, expect, it } from 'vitest';
import { allowedLabels, refusedLabels } from './filter-labels';

describe('filter labels', () => {
  it('names refused fields as the list does, each once', () => {
    expect(
      refusedLabels([
        { field: 'pagePath', reason: 'field' },
        { field: 'leadStatus', operator: '$contains', reason: 'operator' },
        { field: 'leadStatus', operator: '$in', reason: 'operator' },
        { field: 'createdBy', reason: 'field' },
      ]),
    ).toBe('Página, Estado, createdBy');
  });

  it('lists the fields the export filters on', () => {
    expect(allowedLabels()).toBe(
      'Estado, Interés, Idioma, Envío del correo, Recibido, Nombre, Correo',
    );
  });
});
