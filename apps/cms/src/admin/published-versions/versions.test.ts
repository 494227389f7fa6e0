import { describe, expect, it } from 'vitest';
import type { Summary } from '../../api/published-version/lib/snapshot';
import { compare, droppedMessages, leaveNotice, takeNotice, versionsFailure } from './versions';

const summary = (changes: Partial<Summary> = {}): Summary => ({
  title: 'Guía',
  slug: 'guia',
  summary: 'En breve.',
  blocks: [],
  text: 'Hola.',
  files: [],
  ...changes,
});

/** The admin fetch client's error for an answer with this status and body. */
function fetchError(status: number, message?: string): Error {
  const error = new Error('Request failed') as Error & { status: number; response: unknown };
  error.name = 'FetchError';
  error.status = status;
  error.response = { data: { error: { message } } };
  return error;
}

describe('compare', () => {
  it('lists the fields either side has, marking the ones that differ from the draft', () => {
    const rows = compare(
      summary({ blocks: ['Portada: Talento'] }),
      summary({ title: 'Guía nueva', blocks: ['Portada: Talento'] }),
    );
    expect(rows.map((row) => [row.label, row.changed])).toEqual([
      ['publishedVersions.field.title', true],
      ['publishedVersions.field.slug', false],
      ['publishedVersions.field.summary', false],
      ['publishedVersions.field.blocks', false],
      ['publishedVersions.field.text', false],
    ]);
    expect(rows[0]).toMatchObject({ version: ['Guía'], draft: ['Guía nueva'] });
  });

  it('marks nothing when there is no draft to compare with', () => {
    expect(compare(summary(), null).every((row) => !row.changed)).toBe(true);
  });
});

describe('droppedMessages', () => {
  it('names the files once, and counts relations and blocks', () => {
    expect(
      droppedMessages([
        { kind: 'media', name: 'oficina.jpg' },
        { kind: 'media', name: 'oficina.jpg' },
        { kind: 'media', name: 'equipo.jpg' },
        { kind: 'relation', documentId: 'x' },
        { kind: 'block', component: 'blocks.video' },
      ]),
    ).toEqual([
      {
        id: 'publishedVersions.droppedFiles',
        values: { count: 2, names: '«oficina.jpg», «equipo.jpg»' },
      },
      { id: 'publishedVersions.droppedRelations', values: { count: 1 } },
      { id: 'publishedVersions.droppedBlocks', values: { count: 1 } },
    ]);
    expect(droppedMessages([])).toEqual([]);
  });
});

describe('versionsFailure', () => {
  it("shows the CMS's own explanation of a 400 or 404, and words of ours for the rest", () => {
    expect(versionsFailure(fetchError(404, 'Esa versión ya no está guardada.'))).toEqual({
      id: 'publishedVersions.failed',
      serverMessage: 'Esa versión ya no está guardada.',
    });
    expect(versionsFailure(fetchError(403, 'Forbidden'))).toEqual({
      id: 'publishedVersions.forbidden',
    });
    expect(versionsFailure(fetchError(401))).toEqual({ id: 'publishedVersions.sessionExpired' });
    expect(versionsFailure(fetchError(500))).toEqual({
      id: 'publishedVersions.failed',
      values: { status: 500 },
    });
    expect(versionsFailure(new TypeError('Failed to fetch'))).toEqual({
      id: 'publishedVersions.offline',
    });
  });
});

describe('the notice a restore leaves for after the reload', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };

  it('is read once, on the same entry', () => {
    const tab = storage();
    const notice = { documentId: 'doc1', time: '2026-11-24 21:00', dropped: [] };
    leaveNotice(tab, notice);
    expect(takeNotice(tab, 'doc1')).toEqual(notice);
    expect(takeNotice(tab, 'doc1')).toBeNull();
    leaveNotice(tab, notice);
    expect(takeNotice(tab, 'other')).toBeNull();
    expect(takeNotice(tab, 'doc1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const tab = storage();
    tab.setItem('brilla.publishedVersions.restored', '{');
    expect(takeNotice(tab, 'doc1')).toBeNull();
  });
});
