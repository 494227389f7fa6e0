import { expect, LANGS, localized, test } from '../support/fixtures';

// Blocks nothing changes once rendered keep their server HTML on the first load and are never
// hydrated (apps/web/app/blocks/server-html.tsx); their links must still work as the app's do.
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
