import { expect, LANGS, localized, test } from '../support/fixtures';

// Until Inter arrives, text is set in a system font resized to Inter's metrics (app.css): on
// Linux, Liberation Sans (Arial is not installed; CI installs it). Inter is held back here until
// the page is up, then let through. Resized, the fallback wraps a heading differently now and
// then, so the swap may still move a few lines; it stays under half of the 0.1 that Google
// counts as a good layout shift for a whole visit (the bare system font moved up to 0.08).
const MOST_SHIFT = 0.05;

for (const lang of LANGS) {
  for (const path of ['/inicio', '/blog', '/contactanos']) {
    test(`a late Inter barely moves the text of ${path} (${lang})`, async ({ page }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.woff2$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push(Reflect.get(entry, 'value'));
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const fonts = () =>
        page.evaluate(() => {
          const statuses: Record<string, string> = {};
          document.fonts.forEach((face) => {
            statuses[face.family] = face.status;
          });
          return statuses;
        });
      const shifted = () =>
        page.evaluate(() =>
          (Reflect.get(window, 'shifts') as number[]).reduce((sum, value) => sum + value, 0),
        );

      await page.goto(localized(lang, path), { waitUntil: 'domcontentloaded' });
      expect(await fonts()).toMatchObject({
        'Inter Variable': 'loading',
        'Inter Fallback': 'loaded',
      });
      const before = await shifted();
      release();
      await page.evaluate(() => document.fonts.ready);
      expect(await fonts()).toMatchObject({ 'Inter Variable': 'loaded' });
      // A frame after the swap, in which its shift is reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(await shifted()).toBeLessThan(before + MOST_SHIFT);
    });
  }
}
