import { expect, LANGS, localized, t, test } from '../support/fixtures';

// docs/product.md §2: the language switcher is fixed at the top right on every page, framed or not.
const PATHS = ['/inicio', '/single/inicio', '/blog', '/calculadora'];

for (const lang of LANGS) {
  for (const path of PATHS) {
    test(`the language switcher stays at the top right while ${localized(lang, path)} scrolls`, async ({
      page,
    }) => {
      await page.goto(localized(lang, path));
      const switcher = page.getByRole('button', { name: t(lang).language.switchTo });
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      const start = await switcher.boundingBox();
      expect(start).not.toBeNull();
      if (!start) return;
      expect(start.y).toBeLessThan(40);
      expect(start.x + start.width).toBeGreaterThan(viewport.width * 0.8);
      expect(start.x + start.width).toBeLessThanOrEqual(viewport.width);

      // Below and past the 100 px sticky-header threshold, then far down the page.
      for (const y of [60, 160, 1500]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await expect
          .poll(async () => (await switcher.boundingBox())?.y ?? -1, { message: `at ${y} px` })
          .toBeCloseTo(start.y, 0);
        const box = await switcher.boundingBox();
        expect(box?.x).toBeCloseTo(start.x, 0);
        await expect(switcher).toBeVisible();
      }
    });
  }
}
