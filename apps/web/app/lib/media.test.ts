import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/mocks/factories';
import { absoluteUrl, imageSource } from './media';

const BUCKET = 'https://media.brilla.test/brilla-media';

describe('media URLs', () => {
  it('keeps the absolute URLs of files on S3 in src and srcset', () => {
    const media = buildMedia({
      url: `${BUCKET}/portada_1a2b.webp`,
      width: 1600,
      height: 900,
      formats: {
        small: {
          url: `${BUCKET}/small_portada_1a2b.webp`,
          width: 500,
          height: 281,
          mime: 'image/webp',
        },
      },
    });
    expect(imageSource(media)).toEqual({
      src: `${BUCKET}/portada_1a2b.webp`,
      srcSet: `${BUCKET}/small_portada_1a2b.webp 500w, ${BUCKET}/portada_1a2b.webp 1600w`,
      width: 1600,
      height: 900,
    });
  });

  it('puts the site in front of a file on its disk, never in front of one on S3', () => {
    expect(absoluteUrl('https://brilla.test', '/uploads/og.webp')).toBe(
      'https://brilla.test/uploads/og.webp',
    );
    expect(absoluteUrl('https://brilla.test', `${BUCKET}/og.webp`)).toBe(`${BUCKET}/og.webp`);
  });
});
