import { describe, expect, it } from 'vitest';
import { previewAnswer } from './preview-answer.server';

describe('previewAnswer', () => {
  it("explains a refused preview link in the link's language, stored and indexed by no one", async () => {
    const answer = previewAnswer(403, 'en', 'preview.errors.secret');
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(
      'This preview link is not valid. Open it again from the CMS.\n',
    );
    expect(Object.fromEntries(answer.headers)).toEqual({
      'cache-control': 'no-store',
      'content-language': 'en',
      'content-type': 'text/plain; charset=utf-8',
      'x-robots-tag': 'noindex',
    });
    const spanish = previewAnswer(404, 'es', 'preview.errors.off');
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(await spanish.text()).toMatch(/^La vista previa .+\n$/);
  });
});
