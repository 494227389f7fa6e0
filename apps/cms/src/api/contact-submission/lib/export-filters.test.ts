import { describe, expect, it } from 'vitest';
import {
  describeRefusals,
  EXPORT_CONDITIONS_MAX,
  EXPORT_SEARCH_MAX,
  exportQueryFromList,
  exportSearchParams,
} from './export-filters';

describe('exportQueryFromList', () => {
  it('exports everything when the list has no filter and no search', () => {
    expect(exportQueryFromList({})).toEqual({ ok: true });
    expect(exportQueryFromList({ filters: '', _q: '' })).toEqual({ ok: true });
  });

  it("keeps the list's status, interest, language and date conditions", () => {
    const result = exportQueryFromList({
      filters: {
        $and: [
          { leadStatus: { $eq: 'Calificado' } },
          { interest: { $ne: 'otro' } },
          { language: { $eq: 'en' } },
          { createdAt: { $gte: '2026-03-01T05:00:00.000Z' } },
          { createdAt: { $lt: '2026-04-01' } },
          { emailStatus: { $eq: 'fallido' } },
        ],
      },
    });
    expect(result).toEqual({
      ok: true,
      filters: {
        $and: [
          { leadStatus: { $eq: 'Calificado' } },
          { interest: { $ne: 'otro' } },
          { language: { $eq: 'en' } },
          { createdAt: { $gte: '2026-03-01T05:00:00.000Z' } },
          { createdAt: { $lt: '2026-04-01T00:00:00.000Z' } },
          { emailStatus: { $eq: 'fallido' } },
        ],
      },
    });
  });

  it('keeps text conditions on the name and e-mail, and the search', () => {
    expect(
      exportQueryFromList({
        filters: {
          $and: [{ email: { $containsi: '@brilla.test' } }, { name: { $startsWith: 'Ana' } }],
        },
        _q: 'José Ñandú',
      }),
    ).toEqual({
      ok: true,
      filters: {
        $and: [{ email: { $containsi: '@brilla.test' } }, { name: { $startsWith: 'Ana' } }],
      },
      search: 'José Ñandú',
    });
  });

  it('reads "is empty" and "is not empty" as true or false', () => {
    expect(
      exportQueryFromList({
        filters: { $and: [{ interest: { $null: 'true' } }, { name: { $notNull: true } }] },
      }),
    ).toEqual({
      ok: true,
      filters: { $and: [{ interest: { $null: 'true' } }, { name: { $notNull: 'true' } }] },
    });
  });

  it('accepts a field at the top and the shorthand without an operator', () => {
    expect(
      exportQueryFromList({ filters: { leadStatus: 'Nuevo', email: { $eqi: 'A@b.co' } } }),
    ).toEqual({
      ok: true,
      filters: { $and: [{ leadStatus: { $eq: 'Nuevo' } }, { email: { $eqi: 'A@b.co' } }] },
    });
  });

  it('reads a long $and that qs gave as an object with index keys, in index order', () => {
    const result = exportQueryFromList({
      filters: { $and: { 21: { language: { $eq: 'es' } }, 3: { leadStatus: { $eq: 'Nuevo' } } } },
    });
    expect(result).toEqual({
      ok: true,
      filters: { $and: [{ leadStatus: { $eq: 'Nuevo' } }, { language: { $eq: 'es' } }] },
    });
  });

  it.each([
    [
      'a field outside the list',
      { $and: [{ pagePath: { $eq: '/x' } }] },
      { field: 'pagePath', reason: 'field' },
    ],
    ['the internal note', { note: { $contains: 'vip' } }, { field: 'note', reason: 'field' }],
    [
      'a relation to the admin users (their password hashes)',
      { $and: [{ createdBy: { password: { $startsWith: '$2' } } }] },
      { field: 'createdBy', reason: 'field' },
    ],
    ['$or', { $or: [{ leadStatus: { $eq: 'Nuevo' } }] }, { field: '$or', reason: 'field' }],
    ['$not', { $not: { leadStatus: { $eq: 'Nuevo' } } }, { field: '$not', reason: 'field' }],
    [
      'an operator the field does not have',
      { $and: [{ leadStatus: { $contains: 'nu' } }] },
      { field: 'leadStatus', operator: '$contains', reason: 'operator' },
    ],
    [
      '$in (not in the list menu)',
      { $and: [{ language: { $in: ['es', 'en'] } }] },
      { field: 'language', operator: '$in', reason: 'operator' },
    ],
    [
      'a status that does not exist',
      { $and: [{ leadStatus: { $eq: 'ganado' } }] },
      { field: 'leadStatus', operator: '$eq', reason: 'value' },
    ],
    [
      'a date that is not a date',
      { $and: [{ createdAt: { $gt: 'ayer' } }] },
      { field: 'createdAt', operator: '$gt', reason: 'value' },
    ],
    [
      'a nested operator object as a value',
      { $and: [{ email: { $eq: { $ne: 'x' } } }] },
      { field: 'email', operator: '$eq', reason: 'value' },
    ],
    [
      'a text longer than an e-mail',
      { $and: [{ name: { $contains: 'x'.repeat(255) } }] },
      { field: 'name', operator: '$contains', reason: 'value' },
    ],
    [
      '"is empty" with a value other than true or false',
      { $and: [{ interest: { $null: 'yes' } }] },
      { field: 'interest', operator: '$null', reason: 'value' },
    ],
    ['a field with no condition', { $and: [{ name: {} }] }, { field: 'name', reason: 'value' }],
    ['an $and that is not a list', { $and: 'leadStatus' }, { field: '$and', reason: 'value' }],
    ['a filter that is not an object', 'leadStatus=Nuevo', { field: 'filters', reason: 'value' }],
  ])('refuses %s', (_case, filters, refusal) => {
    expect(exportQueryFromList({ filters })).toEqual({ ok: false, refused: [refusal] });
  });

  it('refuses the whole filter when one part is refused, naming every refused part', () => {
    const result = exportQueryFromList({
      filters: {
        $and: [
          { leadStatus: { $eq: 'Nuevo' } },
          { pagePath: { $eq: '/x' } },
          { createdBy: { id: { $eq: '1' } } },
        ],
      },
    });
    expect(result).toEqual({
      ok: false,
      refused: [
        { field: 'pagePath', reason: 'field' },
        { field: 'createdBy', reason: 'field' },
      ],
    });
  });

  it(`refuses more than ${EXPORT_CONDITIONS_MAX} conditions`, () => {
    const $and = Array.from({ length: EXPORT_CONDITIONS_MAX + 1 }, () => ({
      language: { $eq: 'es' },
    }));
    expect(exportQueryFromList({ filters: { $and } })).toEqual({
      ok: false,
      refused: [{ field: '$and', reason: 'too-many' }],
    });
  });

  it('refuses a search that is not one string or is too long', () => {
    for (const _q of [['a', 'b'], { $ne: 'x' }, 'x'.repeat(EXPORT_SEARCH_MAX + 1)]) {
      expect(exportQueryFromList({ _q })).toEqual({
        ok: false,
        refused: [{ field: '_q', reason: 'value' }],
      });
    }
  });
});

describe('exportSearchParams', () => {
  it("writes the content manager's syntax, every value encoded", () => {
    const query = new URLSearchParams(
      exportSearchParams({
        filters: { $and: [{ leadStatus: { $eq: 'Nuevo' } }, { name: { $contains: 'a&b=c #1' } }] },
        search: 'José+',
      }),
    );
    expect([...query]).toEqual([
      ['filters[$and][0][leadStatus][$eq]', 'Nuevo'],
      ['filters[$and][1][name][$contains]', 'a&b=c #1'],
      ['_q', 'José+'],
    ]);
  });

  it('is empty for the whole inbox', () => {
    expect(exportSearchParams({})).toBe('');
  });
});

describe('describeRefusals', () => {
  it('names what was refused and what the export filters on', () => {
    const message = describeRefusals([
      { field: 'pagePath', reason: 'field' },
      { field: 'leadStatus', operator: '$contains', reason: 'operator' },
    ]);
    expect(message).toContain('no filter on "pagePath"');
    expect(message).toContain('no operator $contains on "leadStatus"');
    expect(message).toContain(
      'leadStatus, interest, language, emailStatus, createdAt, name, email',
    );
  });
});
