import { expect, LANGS, localized, t, test } from '../support/fixtures';

// Blocks and the footer, which nothing changes once rendered, keep their server HTML on the first
// load and are never hydrated (apps/web/app/components/ui/server-html.tsx); their links must
// still work as the app's do.
for (const lang of LANGS) {
  test(`home (${lang}): a post link in the kept blog list prefetches on hover and opens in the page`, async ({
    page,
  }) => {
    await page.goto(localized(lang, '/inicio'));
    const link = page.getByRole('main').locator(`article a[href*="${localized(lang, '/blogs/')}"]`);
    const first = link.first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href')) ?? '';
    // Not React's: the server's node, which hydration left alone.
    const owned = await first.evaluate((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
    );
    expect(owned).toBe(false);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await first.hover();
    await expect(page.locator(`link[rel="prefetch"][href^="${href}"]`).first()).toBeAttached();

    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // A navigation in the page, not a new document.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
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
    const owned = await sitemap.evaluate((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
    );
    expect(owned).toBe(false);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await sitemap.click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/sitemap')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // The same footer, once, on the new page.
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(footer.getByRole('heading', { name: t(lang).footer.quickLinks })).toBeVisible();
  });
}
