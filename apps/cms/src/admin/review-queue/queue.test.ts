import { describe, expect, it } from 'vitest';
import { editPath, newestFirst, waitingEntries } from './queue';

describe('the review queue', () => {
  it('keeps drafts never published and published entries with changes, nothing else', () => {
    const waiting = waitingEntries('api::blog.blog', 'en', [
      {
        documentId: 'a',
        status: 'draft',
        title: ' Nueva guía ',
        updatedAt: '2026-11-27T10:00:00Z',
      },
      {
        documentId: 'b',
        status: 'published',
        title: 'Publicada',
        updatedAt: '2026-11-27T11:00:00Z',
      },
      {
        documentId: 'c',
        status: 'modified',
        name: 'Ana',
        locale: 'es',
        updatedAt: '2026-11-27T12:00:00Z',
      },
      { documentId: 'd', status: 'draft', title: '  ' },
    ]);
    expect(waiting).toEqual([
      {
        model: 'api::blog.blog',
        documentId: 'a',
        locale: 'en',
        title: 'Nueva guía',
        state: 'draft',
        updatedAt: '2026-11-27T10:00:00Z',
      },
      {
        model: 'api::blog.blog',
        documentId: 'c',
        locale: 'es',
        title: 'Ana',
        state: 'modified',
        updatedAt: '2026-11-27T12:00:00Z',
      },
      {
        model: 'api::blog.blog',
        documentId: 'd',
        locale: 'en',
        title: 'd',
        state: 'draft',
        updatedAt: '',
      },
    ]);
  });

  it('shows the most recently changed first, up to the limit, and opens each in its language', () => {
    const waiting = waitingEntries('api::page.page', 'es', [
      { documentId: 'old', status: 'draft', title: 'Vieja', updatedAt: '2026-11-01T00:00:00Z' },
      { documentId: 'new', status: 'modified', title: 'Nueva', updatedAt: '2026-11-27T00:00:00Z' },
      { documentId: 'mid', status: 'draft', title: 'Media', updatedAt: '2026-11-15T00:00:00Z' },
    ]);
    expect(newestFirst(waiting, 2).map(({ documentId }) => documentId)).toEqual(['new', 'mid']);
    const [oldest] = waiting;
    if (!oldest) throw new Error('the queue lost an entry');
    expect(editPath(oldest)).toBe(
      '/content-manager/collection-types/api::page.page/old?plugins[i18n][locale]=es',
    );
  });
});
