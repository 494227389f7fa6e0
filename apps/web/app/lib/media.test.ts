import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/mocks/factories';
import { absoluteUrl, altText, compactAnswer, imageSource } from './media';

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
    // A bucket served over plain HTTP (MinIO on a private network) is absolute too.
    expect(absoluteUrl('https://brilla.test', 'http://minio:9000/brilla/og.webp')).toBe(
      'http://minio:9000/brilla/og.webp',
    );
    // A path without its leading slash still gets one, and only one.
    expect(absoluteUrl('https://brilla.test', 'og-default.png')).toBe(
      'https://brilla.test/og-default.png',
    );
    // Only a scheme at the start makes a URL absolute.
    expect(absoluteUrl('https://brilla.test', '/go?to=https://x.test')).toBe(
      'https://brilla.test/go?to=https://x.test',
    );
  });

  it('lists the sizes narrowest first, whatever order the CMS sends them in', () => {
    const media = buildMedia({
      url: '/uploads/foto.webp',
      width: 2000,
      height: 1000,
      formats: {
        large: { url: '/uploads/large_foto.webp', width: 1000, height: 500 },
        thumbnail: { url: '/uploads/thumbnail_foto.webp', width: 245, height: 123 },
        medium: { url: '/uploads/medium_foto.webp', width: 750, height: 375 },
        small: { url: '/uploads/small_foto.webp', width: 500, height: 250 },
      },
    });
    expect(imageSource(media).srcSet).toBe(
      '/uploads/thumbnail_foto.webp 245w, /uploads/small_foto.webp 500w, ' +
        '/uploads/medium_foto.webp 750w, /uploads/large_foto.webp 1000w, /uploads/foto.webp 2000w',
    );
  });

  it('orders srcset by width, not by format name (a CMS with breakpoints of its own)', () => {
    const media = buildMedia({
      url: '/uploads/foto.webp',
      width: 900,
      height: 600,
      formats: {
        small: { url: '/uploads/small_foto.webp', width: 640, height: 427 },
        medium: { url: '/uploads/medium_foto.webp', width: 320, height: 213 },
        large: { url: '/uploads/large_foto.webp', width: 1200, height: 800 },
      },
    });
    expect(imageSource(media).srcSet).toBe(
      '/uploads/medium_foto.webp 320w, /uploads/small_foto.webp 640w, ' +
        '/uploads/foto.webp 900w, /uploads/large_foto.webp 1200w',
    );
  });

  it('names each width once in srcset, keeping the first file of that width', () => {
    // An original no wider than its largest format: the browser gets one candidate per width.
    const media = buildMedia({
      url: '/uploads/foto.webp',
      width: 750,
      height: 375,
      formats: {
        small: { url: '/uploads/small_foto.webp', width: 500, height: 250 },
        medium: { url: '/uploads/medium_foto.webp', width: 750, height: 375 },
      },
    });
    expect(imageSource(media)).toEqual({
      src: '/uploads/foto.webp',
      srcSet: '/uploads/small_foto.webp 500w, /uploads/medium_foto.webp 750w',
      width: 750,
      height: 375,
    });
  });

  it('gives an image of one size (an SVG, a small upload) no srcset', () => {
    // Strapi makes no formats for an SVG or an image under its smallest breakpoint: formats null.
    const svg = buildMedia({ url: '/uploads/logo.svg', width: 120, height: 40, formats: null });
    expect(imageSource(svg)).toEqual({
      src: '/uploads/logo.svg',
      srcSet: undefined,
      width: 120,
      height: 40,
    });
    const empty = buildMedia({ url: '/uploads/icono.png', width: 64, height: 64, formats: {} });
    expect(imageSource(empty).srcSet).toBeUndefined();
  });

  it('takes the size of the largest format when the upload has none, else 1200×675', () => {
    const media = buildMedia({
      url: '/uploads/foto.webp',
      width: null,
      height: null,
      formats: {
        thumbnail: { url: '/uploads/thumbnail_foto.webp', width: 245, height: 123 },
        small: { url: '/uploads/small_foto.webp', width: 500, height: 250 },
        medium: { url: '/uploads/medium_foto.webp', width: 750, height: 375 },
      },
    });
    expect(imageSource(media)).toEqual({
      src: '/uploads/foto.webp',
      srcSet:
        '/uploads/thumbnail_foto.webp 245w, /uploads/small_foto.webp 500w, ' +
        '/uploads/medium_foto.webp 750w',
      width: 750,
      height: 375,
    });
    const bare = buildMedia({ url: '/uploads/foto.gif', width: null, height: null, formats: null });
    expect(imageSource(bare)).toEqual({
      src: '/uploads/foto.gif',
      srcSet: undefined,
      width: 1200,
      height: 675,
    });
  });

  it("describes an image in the entry's language first, else with the media library's text", () => {
    const media = buildMedia({ alternativeText: ' Escenario violeta ' });
    expect(altText(' Violet stage ', media)).toBe('Violet stage');
    expect(altText('   ', media)).toBe('Escenario violeta');
    expect(altText(null, media)).toBe('Escenario violeta');
    expect(altText(undefined, buildMedia({ alternativeText: null }))).toBe('');
    expect(altText(null, null)).toBe('');
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

  it('takes only what has a URL, a type and formats for an upload', () => {
    // A link with a URL, a video entry with a type: entries, kept whole but for unshown dates.
    const answer = {
      link: { url: '/nosotros', mime: null, formats: null, label: 'Nosotros' },
      video: { url: 'https://youtu.be/x', mime: 'video/mp4', title: 'Demo' },
      shape: { mime: 'image/png', formats: null, width: 10, createdAt: '2026-01-01' },
      file: { url: '/uploads/a.pdf', mime: 'application/pdf', formats: null, size: 12, hash: 'h' },
    };
    // Strictly: an entry taken for an upload would gain url, alt text and size keys.
    expect(compactAnswer(answer)).toStrictEqual({
      link: { url: '/nosotros', mime: null, formats: null, label: 'Nosotros' },
      video: { url: 'https://youtu.be/x', mime: 'video/mp4', title: 'Demo' },
      shape: { mime: 'image/png', formats: null, width: 10 },
      file: {
        url: '/uploads/a.pdf',
        alternativeText: undefined,
        width: undefined,
        height: undefined,
        mime: 'application/pdf',
        formats: null,
      },
    });
  });

  it('keeps lists, text and numbers of an answer as they are', () => {
    expect(compactAnswer(['a', 1, null, [true]])).toEqual(['a', 1, null, [true]]);
    expect(compactAnswer('texto')).toBe('texto');
  });
});
