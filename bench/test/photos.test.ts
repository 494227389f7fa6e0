import { hasGpsBlock } from '@brilla/testkit/exif';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from '../src/budgets.ts';
import { BUDGETS, runOptions } from '../src/config.ts';
import { extractRun, imageRequests, type Lhr, lcpImageBytes, uploadKey } from '../src/lhr.ts';
import { cameraPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from '../src/real-photos.ts';
import { photosSection, servedImages } from '../src/report-photos.ts';

const HERO = 'bench_hero_5f3a9c01d2';
const AVATAR = 'bench_avatar_77e0aa19b4';

/** A run of a page whose LCP element is `snippet`, with the image requests given. */
function lhr(snippet: string, images: Array<[string, string, number]>): Lhr {
  return {
    audits: {
      'largest-contentful-paint-element': {
        details: { items: [{ items: [{ node: { selector: 'div > img', snippet } }] }] },
      },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:3000/inicio', resourceType: 'Document', transferSize: 20_000 },
            ...images.map(([url, mimeType, transferSize]) => ({
              url: `http://127.0.0.1:3000${url}`,
              resourceType: 'Image',
              mimeType,
              transferSize,
            })),
          ],
        },
      },
    },
  };
}

const heroImg = `<img src="/uploads/w768_${HERO}.jpg" srcset="/uploads/w384_${HERO}.jpg 384w, /uploads/w768_${HERO}.jpg 768w, /uploads/w1152_${HERO}.jpg 1152w" alt="">`;

describe('uploadKey', () => {
  it('names the upload behind any variant of it', () => {
    expect(uploadKey(`/uploads/w1152_${HERO}.jpg`)).toEqual({ key: HERO, cut: false });
    expect(uploadKey(`http://x/uploads/${HERO}.jpg?v=1`)).toEqual({ key: HERO, cut: false });
    expect(uploadKey('/uploads/w168_bench_avatar_77e0…')).toEqual({
      key: 'bench_avatar_77e0',
      cut: true,
    });
  });
});

describe('lcpImageBytes', () => {
  it('is the bytes of the candidate the browser fetched, not of the src', () => {
    const run = lhr(heroImg, [
      [`/uploads/w1152_${HERO}.jpg`, 'image/avif', 91_000],
      [`/uploads/w168_${AVATAR}.jpg`, 'image/avif', 6_000],
    ]);
    expect(lcpImageBytes(run)).toBe(91_000);
    expect(extractRun(run).bytes.lcpImage).toBe(91_000);
  });
  it('takes the larger when the page fetched the image twice (preload and img)', () => {
    const run = lhr(heroImg, [
      [`/uploads/w768_${HERO}.jpg`, 'image/avif', 50_000],
      [`/uploads/w1152_${HERO}.jpg`, 'image/avif', 91_000],
    ]);
    expect(lcpImageBytes(run)).toBe(91_000);
  });
  it('matches a src Lighthouse cut short by its beginning', () => {
    const run = lhr('<img src="/uploads/w768_bench_hero_5f3a…" alt="">', [
      [`/uploads/w1152_${HERO}.jpg`, 'image/jpeg', 140_000],
      [`/uploads/w1152_other_${HERO}.jpg`, 'image/jpeg', 1],
    ]);
    expect(lcpImageBytes(run)).toBe(140_000);
  });
  it('is 0 for a text LCP, null for an image it cannot find or no LCP element', () => {
    expect(lcpImageBytes(lhr('<h1 class="title">', []))).toBe(0);
    expect(
      lcpImageBytes(lhr(heroImg, [[`/uploads/w168_${AVATAR}.jpg`, 'image/avif', 6_000]])),
    ).toBeNull();
    expect(lcpImageBytes({ audits: {} })).toBeNull();
  });
  it('lists only image requests', () => {
    expect(imageRequests(lhr(heroImg, [[`/uploads/w1152_${HERO}.jpg`, 'image/avif', 1]]))).toEqual([
      {
        url: `http://127.0.0.1:3000/uploads/w1152_${HERO}.jpg`,
        mimeType: 'image/avif',
        transferBytes: 1,
      },
    ]);
  });
});

describe('servedImages', () => {
  it('gives the candidate, the format served and the bytes of one upload', () => {
    const images = imageRequests(
      lhr(heroImg, [
        [`/uploads/w1152_${HERO}.jpg`, 'image/avif', 91_000],
        [`/uploads/${AVATAR}.jpg`, 'image/jpeg', 3_000_000],
      ]),
    );
    expect(servedImages(images, HERO)).toEqual([
      { candidate: 'w1152', format: 'AVIF', bytes: 91_000 },
    ]);
    expect(servedImages(images, AVATAR)).toEqual([
      { candidate: 'original', format: 'JPEG', bytes: 3_000_000 },
    ]);
    expect(servedImages(undefined, HERO)).toEqual([]);
  });
});

const photoPage = (
  lcpImage: number,
  total: number,
  low: number,
  path = '/inicio',
  snippet = `<img src="/uploads/w768_${HERO}.jpg">`,
) => ({
  template: path,
  path,
  runs: 3,
  scores: { performance: 99 },
  metrics: { lcpMs: 1500 },
  bytes: { total, lcpImage },
  images: [{ url: `/uploads/w1152_${HERO}.jpg`, mimeType: 'image/avif', transferBytes: lcpImage }],
  lcpElement: { selector: snippet.startsWith('<img') ? 'div > img' : 'h1', snippet },
  tiers: { low: { runs: 3, scores: { performance: low } } },
});

const photoResults = () => ({
  lighthouse: { runsPerPage: 3, pages: [] },
  photos: {
    photos: [
      {
        role: 'hero' as const,
        entry: 'api::banner.banner x',
        hash: HERO,
        uploaded: {
          bytes: 4_100_000,
          width: 4032,
          height: 3024,
          format: 'jpeg' as const,
          gps: true,
        },
        stored: { bytes: 3_900_000, width: 4032, height: 3024, exif: false, gps: false },
        variants: [
          { key: 'w1152', width: 1152, bytes: 160_000, mime: 'image/jpeg' },
          { key: 'w1152-avif', width: 1152, bytes: 91_000, mime: 'image/avif' },
        ],
      },
    ],
    runsPerPage: 3,
    desktopRunsPerPage: 3,
    pages: [photoPage(130_000, 400_000, 92)],
    // On desktop the heading was the LCP element (the photo is still listed as served).
    desktop: [photoPage(80_000, 300_000, 0, '/inicio', '<h1>')],
  },
});

describe('camera-photo budgets', () => {
  const photoBudgets = BUDGETS.filter((budget) => budget.id.startsWith('photo-'));
  it('read the photo pages, mobile and desktop, not the seeded ones', () => {
    const rows = evaluateBudgets(photoResults(), photoBudgets);
    const row = (id: string) => rows.find((candidate) => candidate.id === id);
    expect(row('photo-lcp-image-bytes')).toMatchObject({
      page: '/inicio',
      value: 130_000,
      pass: false,
    });
    expect(row('photo-desktop-lcp-image-bytes')).toMatchObject({ value: 80_000, pass: true });
    expect(row('photo-page-bytes')).toMatchObject({ value: 400_000, pass: true });
    expect(row('photo-low-tier')).toMatchObject({ profile: 'low', value: 92, pass: true });
    expect(row('photo-lcp')).toMatchObject({ value: 1500, pass: true });
  });
  it('have no rows when the photos did not run, not measured when they failed', () => {
    const seededOnly = { lighthouse: { runsPerPage: 1, pages: [photoPage(1, 1, 1)] } };
    expect(evaluateBudgets(seededOnly, photoBudgets)).toEqual([]);
    const failed = {
      ...seededOnly,
      photos: { photos: [], runsPerPage: 0, desktopRunsPerPage: 0, pages: [], desktop: [] },
    };
    const rows = evaluateBudgets(failed, photoBudgets);
    expect(rows).toHaveLength(photoBudgets.length * 2);
    expect(rows.every((row) => row.pass === null && row.value === null)).toBe(true);
    const others = evaluateBudgets(photoResults(), BUDGETS).filter(
      (row) => !row.id.startsWith('photo-') && row.page !== null,
    );
    expect(others).toEqual([]);
  });
  it('BENCH_SECTIONS=photos runs the section alone', () => {
    expect(runOptions({ BENCH_SECTIONS: 'photos' })).toMatchObject({
      sections: ['photos'],
      full: false,
    });
  });
});

describe('photosSection', () => {
  it('shows each budget with its mark, and each photo uploaded against served', () => {
    const results = photoResults();
    const markdown = photosSection(results, null, evaluateBudgets(results)).join('\n');
    expect(markdown).toContain(
      '| /inicio | hero photo / `h1` | ❌ 130.0 KB | ✅ 400.0 KB | ✅ 1.50 s | ✅ 92 | ✅ 80.0 KB |',
    );
    expect(markdown).toContain(
      '| hero | JPEG 4032×3024, 4100.0 KB, GPS | 3900.0 KB, no EXIF | /inicio | w1152 AVIF 130.0 KB | w1152 AVIF 80.0 KB |',
    );
    expect(markdown).toContain('| hero | 1152: 160.0 KB / 91.0 KB |');
  });
  it('says when the section did not run', () => {
    expect(photosSection({}, null, [])).toEqual([
      '## Camera photos on real content (issue 29)',
      '',
      'Not run in this run.',
    ]);
  });
});

describe('cameraPhoto', () => {
  it('is a 12-megapixel JPEG that weighs like a photo, with a GPS block', async () => {
    const bytes = await cameraPhoto(11);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
    });
    expect(hasGpsBlock(meta.exif)).toBe(true);
    // A flat or smooth frame would be a few hundred KB; the noise makes it megabytes.
    expect(bytes.length).toBeGreaterThan(1_500_000);
    expect(bytes.length).toBeLessThan(20_000_000);
    // Deterministic: the same seed, the same bytes (a stable benchmark).
    expect((await cameraPhoto(11)).equals(bytes)).toBe(true);
  }, 60_000);
  it('hasGpsBlock is false without EXIF or with EXIF but no GPS', async () => {
    const plain = sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } });
    expect(hasGpsBlock((await sharp(await plain.clone().jpeg().toBuffer()).metadata()).exif)).toBe(
      false,
    );
    const camera = await plain
      .clone()
      .withExif({ IFD0: { Make: 'Phone' } })
      .jpeg()
      .toBuffer();
    const meta = await sharp(camera).metadata();
    expect(meta.exif).toBeDefined();
    expect(hasGpsBlock(meta.exif)).toBe(false);
  });
});

describe('which srcset candidate a browser takes', async () => {
  const { imageTag, pickCandidate, slotWidth } = await import('../src/srcset.ts');
  const hero =
    '(min-width: 1200px) 556px, (min-width: 992px) calc(50vw - 44px), calc(100vw - 40px)';
  it('reads the slot width from sizes at a viewport', () => {
    expect(slotWidth(hero, 412)).toBe(372);
    expect(slotWidth(hero, 1000)).toBe(456);
    expect(slotWidth(hero, 1350)).toBe(556);
    expect(slotWidth('56px', 412)).toBe(56);
    expect(slotWidth('(orientation: portrait) 50vw', 412)).toBeNull();
  });
  const srcset = '/a/w384_x.jpg 384w, /a/w576_x.jpg 576w, /a/w768_x.jpg 768w, /a/w1152_x.jpg 1152w';
  it('picks the narrowest candidate at least slot × density wide, else the widest', () => {
    // 372 px at 1.75× needs 651 px: 768 (what Chromium fetched for the hero in the bench's loads).
    expect(pickCandidate(srcset, 372, 1.75)).toBe('/a/w768_x.jpg');
    expect(pickCandidate(srcset, 372, 2.625)).toBe('/a/w1152_x.jpg');
    expect(pickCandidate(srcset, 556, 1)).toBe('/a/w576_x.jpg');
    expect(pickCandidate(srcset, 2000, 2)).toBe('/a/w1152_x.jpg');
    expect(pickCandidate('', 100, 1)).toBeNull();
  });
  it('finds the img naming a hash, its srcset and sizes', () => {
    const html = `<img src="/u/other.jpg"><img src="/u/w768_${HERO}.jpg" srcset="/u/w168_${HERO}.jpg 168w" sizes="56px" alt="">`;
    expect(imageTag(html, HERO)).toEqual({
      src: `/u/w768_${HERO}.jpg`,
      srcset: `/u/w168_${HERO}.jpg 168w`,
      sizes: '56px',
    });
    expect(imageTag(html, AVATAR)).toBeNull();
  });
});

describe('photosSection, lazy images', () => {
  it('shows what scrolling to a photo fetches when the load did not fetch it', () => {
    const results = photoResults();
    const [hero] = results.photos.photos;
    if (!hero) throw new Error('no hero photo');
    results.photos.photos.push({ ...hero, role: 'avatar' as never, hash: AVATAR });
    Object.assign(results.photos, {
      scrolled: [
        {
          role: 'avatar',
          page: '/inicio',
          screen: 'mobile',
          url: `http://x/uploads/w168_${AVATAR}.jpg`,
          mimeType: 'image/avif',
          transferBytes: 900,
        },
      ],
    });
    const markdown = photosSection(results, null, []).join('\n');
    expect(markdown).toContain(
      '| avatar | JPEG 4032×3024, 4100.0 KB, GPS | 3900.0 KB, no EXIF | /inicio | w168 AVIF 0.9 KB (lazy: once scrolled to) | not shown |',
    );
  });
});
