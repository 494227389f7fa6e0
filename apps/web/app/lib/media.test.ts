import { describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/mocks/factories';
import { absoluteUrl, altText, compactAnswer, imageSource, SLOTS } from './media';

const BUCKET = 'https://media.brilla.test/brilla-media';

/** An upload with the CMS's variants (docs/decisions/024): a JPEG at each width it reaches. */
function withVariants(widths: number[], base = '/uploads', width = 4032, height = 3024) {
  return buildMedia({
    url: `${base}/foto_1a2b.jpg`,
    width,
    height,
    mime: 'image/jpeg',
    formats: Object.fromEntries(
      widths.flatMap((w) => [
        [`w${w}`, { url: `${base}/w${w}_foto_1a2b.jpg`, width: w }],
        [`w${w}-avif`, { url: `${base}/w${w}_foto_1a2b.avif`, width: w }],
      ]),
    ),
  });
}
const ALL_WIDTHS = [168, 384, 576, 768, 1152, 1536];
const widthsOf = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)));
const urlsOf = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[0]);

describe('image candidates for each layout slot', () => {
  it.each(Object.entries(SLOTS))(
    '%s: no candidate wider than the slot at 3×, none narrower than it at 1×, never the upload',
    (_, slot) => {
      const media = withVariants(ALL_WIDTHS);
      const source = imageSource(media, slot);
      const widths = widthsOf(source.srcSet);
      expect(widths.length).toBeGreaterThan(0);
      for (const width of widths) expect(width).toBeLessThanOrEqual(slot.max * 3);
      // The narrowest needed at 1× is there, and nothing narrower but for a slot's only one.
      if (widths.length > 1)
        for (const width of widths) expect(width).toBeGreaterThanOrEqual(slot.min);
      expect(source.srcSet).not.toContain(media.url);
      expect(source.src).not.toBe(media.url);
      // Only the JPEG variants: the web's upload proxy answers AVIF for the same URL.
      for (const url of urlsOf(source.srcSet))
        expect(url).toMatch(/^\/uploads\/w\d+_foto_1a2b\.jpg$/);
      expect(source.src).toMatch(/\.jpg$/);
      expect(source.sizes).toBe(slot.sizes);
      expect({ width: source.width, height: source.height }).toEqual({ width: 4032, height: 3024 });
    },
  );

  it('lists the widths each slot needs, and a mid-size JPEG in src', () => {
    const media = withVariants(ALL_WIDTHS);
    expect(widthsOf(imageSource(media, SLOTS.hero).srcSet)).toEqual([384, 576, 768, 1152, 1536]);
    expect(widthsOf(imageSource(media, SLOTS.card).srcSet)).toEqual([384, 576, 768, 1152, 1536]);
    expect(widthsOf(imageSource(media, SLOTS.team).srcSet)).toEqual([384, 576]);
    expect(widthsOf(imageSource(media, SLOTS.avatar).srcSet)).toEqual([168]);
    expect(imageSource(media, SLOTS.hero).src).toBe('/uploads/w768_foto_1a2b.jpg');
    expect(imageSource(media, SLOTS.team).src).toBe('/uploads/w576_foto_1a2b.jpg');
    expect(imageSource(media, SLOTS.avatar).src).toBe('/uploads/w168_foto_1a2b.jpg');
    // A 375 px phone at 3× needs 1005 px of the hero: the 1152 px variant, not the 4032 px upload.
    expect(SLOTS.hero.sizes).toMatch(/calc\(100vw - 40px\)$/);
  });

  it('writes sizes as the CSS lays the slots out (container 1200 px, 20 px a side)', () => {
    expect(SLOTS.hero.sizes).toBe(
      '(min-width: 1200px) 556px, (min-width: 992px) calc(50vw - 44px), calc(100vw - 40px)',
    );
    expect(SLOTS.avatar.sizes).toBe('56px');
    expect(SLOTS.team.sizes).toBe('192px');
    expect(SLOTS.cover.sizes).toBe('(min-width: 768px) 728px, calc(100vw - 40px)');
    // Each slot's widest CSS width is what its sizes give just under the next breakpoint.
    expect(SLOTS.hero.max).toBe(991 - 40);
    expect(SLOTS.card.max).toBe(767 - 40);
  });

  it('takes the widest variant below a slot’s 1× width when the image has none that wide', () => {
    const small = withVariants([120, 168, 240], '/uploads', 240, 320);
    const source = imageSource(small, SLOTS.hero);
    expect(source.srcSet).toBe('/uploads/w240_foto_1a2b.jpg 240w');
    expect(source.src).toBe('/uploads/w240_foto_1a2b.jpg');
  });

  it('lists a variant exactly as wide as a slot at 1×', () => {
    const team = withVariants([168, 192, 384], '/uploads', 400, 400);
    expect(widthsOf(imageSource(team, SLOTS.team).srcSet)).toEqual([192, 384]);
  });

  it('takes the widest variant for the intrinsic width of an upload that has none', () => {
    const unsized = { ...withVariants([168, 384, 768]), width: null, height: null };
    expect(imageSource(unsized, SLOTS.hero)).toMatchObject({ width: 768, height: 675 });
  });

  it('keeps the absolute URLs of variants on S3', () => {
    const bucket = withVariants([384, 768], BUCKET);
    expect(imageSource(bucket, SLOTS.card)).toEqual({
      src: `${BUCKET}/w768_foto_1a2b.jpg`,
      srcSet: `${BUCKET}/w384_foto_1a2b.jpg 384w, ${BUCKET}/w768_foto_1a2b.jpg 768w`,
      sizes: SLOTS.card.sizes,
      width: 4032,
      height: 3024,
    });
  });

  it('uses Strapi’s formats of an upload the variants command has not reached, not the upload', () => {
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
    expect(imageSource(media, SLOTS.hero)).toEqual({
      src: '/uploads/medium_foto.webp',
      srcSet:
        '/uploads/small_foto.webp 500w, /uploads/medium_foto.webp 750w, ' +
        '/uploads/large_foto.webp 1000w',
      sizes: SLOTS.hero.sizes,
      width: 2000,
      height: 1000,
    });
    // Never the media library's thumbnail, even where its width would fit (the team's 192 px).
    expect(imageSource(media, SLOTS.team).srcSet).toBe('/uploads/small_foto.webp 500w');
  });

  it('shows an image without variants (an SVG, a GIF) as uploaded, without srcset', () => {
    const svg = buildMedia({ url: '/uploads/logo.svg', width: 120, height: 40, formats: null });
    expect(imageSource(svg, SLOTS.hero)).toEqual({
      src: '/uploads/logo.svg',
      srcSet: undefined,
      sizes: undefined,
      width: 120,
      height: 40,
    });
    const bare = buildMedia({ url: '/uploads/foto.gif', width: null, height: null, formats: {} });
    expect(imageSource(bare, SLOTS.hero)).toMatchObject({
      src: '/uploads/foto.gif',
      srcSet: undefined,
      width: 1200,
      height: 675,
    });
  });
});

describe('media URLs', () => {
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
      // What a srcset may list: Strapi's sizes (no thumbnail), URL and width only.
      formats: { small: { url: '/uploads/small_cover_8201e8648c.webp', width: 500 } },
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

  it('keeps only the JPEG variants of an upload that has them, not their AVIF twins', () => {
    const variant = (key: string, ext: string) => ({
      name: `${key}_foto.${ext}`,
      hash: `${key}_foto_1a2b`,
      url: `/uploads/${key}_foto_1a2b.${ext}`,
      width: Number(key.slice(1)),
      height: 10,
      size: 3.2,
    });
    const upload = {
      url: '/uploads/foto_1a2b.jpg',
      alternativeText: null,
      width: 4032,
      height: 3024,
      mime: 'image/jpeg',
      formats: {
        thumbnail: variant('thumbnail', 'jpg'),
        w384: variant('w384', 'jpg'),
        'w384-avif': variant('w384', 'avif'),
        w768: variant('w768', 'jpg'),
        'w768-avif': variant('w768', 'avif'),
        small: variant('small', 'jpg'),
      },
    };
    expect(compactAnswer(upload).formats).toStrictEqual({
      w384: { url: '/uploads/w384_foto_1a2b.jpg', width: 384 },
      w768: { url: '/uploads/w768_foto_1a2b.jpg', width: 768 },
    });
  });

  it('leaves out a format the CMS sent empty', () => {
    const upload = {
      url: '/uploads/foto_1a2b.jpg',
      alternativeText: null,
      width: 800,
      height: 600,
      mime: 'image/jpeg',
      formats: { w384: { url: '/uploads/w384_foto_1a2b.jpg', width: 384 }, w768: null },
    };
    expect(compactAnswer(upload).formats).toStrictEqual({
      w384: { url: '/uploads/w384_foto_1a2b.jpg', width: 384 },
    });
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
