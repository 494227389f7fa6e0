import type { Locator, Page } from '@playwright/test';
import { expect, LANGS, localized, t, test } from '../support/fixtures';

/** Whether React owns a node: its fiber is attached once it has hydrated or rendered it. */
const ownedByReact = (node: Locator) =>
  node.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

type Marked = { sameDocument?: boolean };

/** Marks the document, so that `stillSameDocument` tells a navigation in the page from a load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Window & Marked).sameDocument = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & Marked).sameDocument === true);

// Blocks and the footer, which nothing changes once rendered, keep their server HTML on the first
// load and are never hydrated (apps/web/app/components/ui/server-html.tsx); their links must
// still work as the app's do.
for (const lang of LANGS) {
  test(`home (${lang}): a post link in the kept blog list loads the post's code on hover and opens in the page`, async ({
    page,
  }) => {
    await page.goto(localized(lang, '/inicio'));
    const link = page.getByRole('main').locator(`article a[href*="${localized(lang, '/blogs/')}"]`);
    await expect(link.first()).toBeVisible();
    const href = (await link.first().getAttribute('href')) ?? '';
    // That post's link, whatever another journey publishes meanwhile (a newer post would
    // become the list's first).
    const first = page.getByRole('main').locator(`article a[href="${href}"]`).first();
    // Not React's: the server's node, which hydration left alone.
    expect(await ownedByReact(first)).toBe(false);
    await markDocument(page);

    // Pointing at it loads the post route's code; its data comes with the click (the route reads
    // through the browser's cache, which React Router does not prefetch into).
    await first.hover();
    await expect(
      page.locator('link[rel="modulepreload"][href*="blog-detail-route"]'),
    ).toBeAttached();

    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // A navigation in the page, not a new document.
    expect(await stillSameDocument(page)).toBe(true);
  });
}

for (const lang of LANGS) {
  test(`home (${lang}): the kept footer's links open their page in the page, and it shows there`, async ({
    page,
  }) => {
    await page.goto(localized(lang, '/inicio'));
    const footer = page.getByRole('contentinfo');
    const sitemap = footer.getByRole('link', { name: t(lang).footer.sitemap });
    await expect(sitemap).toHaveAttribute('href', localized(lang, '/sitemap'));
    expect(await ownedByReact(sitemap)).toBe(false);
    await markDocument(page);

    await sitemap.click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/sitemap')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
    // The same footer, once, on the new page.
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(footer.getByRole('heading', { name: t(lang).footer.quickLinks })).toBeVisible();
  });
}
