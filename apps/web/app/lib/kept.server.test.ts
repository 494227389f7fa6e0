import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepOnServer } from './kept.server';

const contextWith = (kept: Map<string, unknown> | null) => ({ kept }) as AppLoadContext;

describe('keepOnServer', () => {
  it("keeps the content for the server's render and gives the document its key", () => {
    const kept = new Map<string, unknown>();
    const content = [{ type: 'paragraph' }];
    expect(keepOnServer(contextWith(kept), 'blog:es:guia', content)).toEqual({
      kept: 'blog:es:guia',
    });
    expect(kept.get('blog:es:guia')).toBe(content);
  });

  it('hands a data request the content itself', () => {
    const content = [{ type: 'paragraph' }];
    expect(keepOnServer(contextWith(null), 'blog:es:guia', content)).toBe(content);
  });
});
