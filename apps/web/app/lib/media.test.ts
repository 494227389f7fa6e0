import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/mocks/factories';
import { absoluteUrl, compactAnswer, imageSource } from './media';

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

  it('keeps of each upload in a CMS answer only what the site shows, wherever it is', () => {
    // An upload as Strapi 5 sends it, with the file names, hashes and sizes the site never uses.
    const format = (name: string, width: number) => ({
      name: `${name}_cover.webp`,
      hash: `${name}_cover_8201e8648c`,
      ext: '.webp',
      mime: 'image/webp',
      path: null,
      width,
      height: Math.round(width / 2),
      size: 12.5,
      sizeInBytes: 12500,
      url: `/uploads/${name}_cover_8201e8648c.webp`,
    });
    const upload = {
      id: 7,
      documentId: 'eu1isza1dz5k8cpoi9va6l2t',
      name: 'cover.webp',
      alternativeText: 'Portada',
      caption: null,
      focalPoint: null,
      width: 1200,
      height: 600,
      formats: { small: format('small', 500), thumbnail: format('thumbnail', 245) },
      hash: 'cover_8201e8648c',
      ext: '.webp',
      mime: 'image/webp',
      size: 80.2,
      url: '/uploads/cover_8201e8648c.webp',
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: '2026-11-26T01:51:28.115Z',
      updatedAt: '2026-11-26T01:51:28.115Z',
      publishedAt: '2026-11-26T01:51:28.118Z',
    };
    const kept = {
      url: '/uploads/cover_8201e8648c.webp',
      alternativeText: 'Portada',
      width: 1200,
      height: 600,
      mime: 'image/webp',
      formats: {
        small: {
          url: '/uploads/small_cover_8201e8648c.webp',
          width: 500,
          height: 250,
        },
        thumbnail: {
          url: '/uploads/thumbnail_cover_8201e8648c.webp',
          width: 245,
          height: 123,
        },
      },
    };
    const svg = { ...upload, formats: null, mime: 'image/svg+xml' };
    const answer = {
      data: [
        {
          slug: 'inicio',
          createdAt: '2026-11-26T01:51:28.115Z',
          updatedAt: '2026-11-26T01:51:28.115Z',
          publishedAt: '2026-11-26T01:51:28.118Z',
          seo: { metaTitle: 'Inicio', metaImage: upload },
          blocks: [{ __component: 'blocks.hero', image: svg, ctaUrl: '/contactanos' }],
          content: [{ type: 'image', image: upload }],
        },
      ],
      meta: {},
    };
    const compact = compactAnswer(answer);
    expect(compact.data[0]?.seo.metaImage).toEqual(kept);
    expect(compact.data[0]?.content[0]?.image).toEqual(kept);
    expect(compact.data[0]?.blocks[0]?.image).toEqual({
      ...kept,
      mime: 'image/svg+xml',
      formats: null,
    });
    // Entry dates the site never shows are left out; everything else stays as the CMS sent it.
    expect(compact.data[0]).not.toHaveProperty('createdAt');
    expect(compact.data[0]).not.toHaveProperty('publishedAt');
    expect(compact.data[0]?.updatedAt).toBe('2026-11-26T01:51:28.115Z');
    expect(compact.data[0]?.blocks[0]?.ctaUrl).toBe('/contactanos');
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(answer).length / 2);
  });
});
