import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-targets';

describe('shareTargets', () => {
  it("opens each network's share dialog with the post's address and title, encoded", () => {
    const url = 'https://brilla.test/en/blogs/guia?x=1&y=2';
    const targets = shareTargets(url, 'Niños & streams: ¿cómo?');
    expect(targets).toEqual({
      whatsapp:
        'https://wa.me/?text=Ni%C3%B1os%20%26%20streams%3A%20%C2%BFc%C3%B3mo%3F%20https%3A%2F%2Fbrilla.test%2Fen%2Fblogs%2Fguia%3Fx%3D1%26y%3D2',
      linkedin:
        'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fbrilla.test%2Fen%2Fblogs%2Fguia%3Fx%3D1%26y%3D2',
      x: 'https://x.com/intent/post?text=Ni%C3%B1os%20%26%20streams%3A%20%C2%BFc%C3%B3mo%3F&url=https%3A%2F%2Fbrilla.test%2Fen%2Fblogs%2Fguia%3Fx%3D1%26y%3D2',
      facebook:
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbrilla.test%2Fen%2Fblogs%2Fguia%3Fx%3D1%26y%3D2',
    });
    // Each network reads back exactly what was given.
    expect(new URL(targets.x).searchParams.get('url')).toBe(url);
    expect(new URL(targets.x).searchParams.get('text')).toBe('Niños & streams: ¿cómo?');
    expect(new URL(targets.whatsapp).searchParams.get('text')).toBe(
      `Niños & streams: ¿cómo? ${url}`,
    );
  });
});
