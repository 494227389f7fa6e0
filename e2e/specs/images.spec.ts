import type { Page } from '@playwright/test';
import { expect, LANGS, localized, test } from '../support/fixtures';

/**
 * CMS images reach the browser as variants cut at upload (docs/decisions/024): the page lists
 * JPEG variants that fit each image's slot, the web's /uploads answers the AVIF twin to a browser
 * that reads AVIF, and the page's first, largest image is preloaded and fetched first.
 */

const VARIANT = /\/uploads\/w\d+_[^/]+\.jpg$/;

type Img = { src: string; srcset: string; sizes: string; loading: string; priority: string };

/** Every CMS image of the page as its HTML names it, in document order. */
const images = (page: Page) =>
  page.locator('img[srcset]').evaluateAll((all) =>
    all.map((img) => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes') ?? '',
      loading: img.getAttribute('loading') ?? '',
      priority: img.getAttribute('fetchpriority') ?? '',
    })),
  ) as Promise<Img[]>;

/** The page's image preloads as the HTML names them. */
const imagePreloads = (page: Page) =>
  page.locator('link[rel="preload"][as="image"]').evaluateAll((all) =>
    all.map((link) => ({
      srcset: link.getAttribute('imagesrcset') ?? '',
      sizes: link.getAttribute('imagesizes') ?? '',
      priority: link.getAttribute('fetchpriority') ?? '',
    })),
  );

/** The first image is fetched first and preloaded with its own srcset and sizes; others wait. */
async function expectLcpImageFirst(page: Page) {
  const [first, ...rest] = await images(page);
  if (!first) throw new Error('the page shows no CMS image');
  expect(first.priority).toBe('high');
  expect(first.loading).toBe('eager');
  expect(first.src).toMatch(VARIANT);
  for (const candidate of first.srcset.split(', '))
    expect(candidate).toMatch(/\/w\d+_\S+\.jpg \d+w$/);
  expect(await imagePreloads(page)).toEqual([
    { srcset: first.srcset, sizes: first.sizes, priority: 'high' },
  ]);
  for (const img of rest) {
    expect(img.priority).toBe('');
    expect(img.src).toMatch(VARIANT);
  }
  return { first, rest };
}

for (const lang of LANGS) {
  test(`the home hero's first slide is preloaded and arrives as AVIF; without AVIF, JPEG (${lang})`, async ({
    page,
  }) => {
    const served = new Map<string, string>();
    page.on('response', (response) => {
      if (response.url().includes('/uploads/')) {
        served.set(response.url(), response.headers()['content-type'] ?? '');
      }
    });
    await page.goto(localized(lang, '/inicio'));
    const { rest } = await expectLcpImageFirst(page);
    // The other slides wait until they are scrolled to.
    expect(rest.length).toBeGreaterThan(2);
    for (const img of rest) expect(img.loading).toBe('lazy');

    const hero = page.locator('img[fetchpriority="high"]');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const shown = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(shown).pathname).toMatch(VARIANT);
    // Chromium says it reads AVIF: the JPEG URL it asked for came back as AVIF.
    expect(served.get(shown)).toBe('image/avif');
    const avif = await page.request.get(shown, {
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    });
    expect(avif.headers()['content-type']).toBe('image/avif');
    expect(avif.headers().vary).toMatch(/Accept/);
    // A browser that does not (an older Safari): the same URL is the JPEG.
    const jpeg = await page.request.get(shown, {
      headers: { accept: 'image/webp,image/png,image/*;q=0.8,*/*;q=0.5' },
    });
    expect(jpeg.status()).toBe(200);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect(jpeg.headers().vary).toMatch(/Accept/);
    expect((await avif.body()).length).toBeLessThan((await jpeg.body()).length);
  });
}

test('a blog post’s cover is preloaded, fetched first, and a variant', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/);
  // The document as served, not as the client navigation rendered it.
  await page.reload();
  await expectLcpImageFirst(page);
});
