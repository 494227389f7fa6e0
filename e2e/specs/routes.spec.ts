import { expect, LANGS, localized, screenshot, t, test } from '../support/fixtures';
import {
  FRAMED_ROUTES,
  MAIN_PAGES,
  SERVICE_DETAIL_TITLES_EN,
  UNFRAMED_ROUTES,
} from '../support/routes';

for (const lang of LANGS) {
  test.describe(`every route in ${lang}`, () => {
    // One width is enough for the sweep: the phone's frame has its own journeys (mobile-menu,
    // accessibility, page-css) and the screenshots below. Decided from the options alone, so a
    // skipped route opens no browser page.
    test.skip(({ isMobile }) => isMobile, 'the route sweep runs at the desktop width');

    for (const esPath of FRAMED_ROUTES) {
      const url = localized(lang, esPath);
      test(`${url} loads inside the frame with its heading`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page).toHaveTitle(/\S/);
      });
    }

    for (const esPath of UNFRAMED_ROUTES) {
      const url = localized(lang, esPath);
      test(`${url} loads as a landing page without navigation or footer links`, async ({
        page,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation', { name: t(lang).nav.main })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: t(lang).footer.quickLinks })).toHaveCount(0);
      });
    }

    test(`service details carry the titles of docs/product.md §2 (${lang})`, async ({ page }) => {
      test.skip(lang === 'es', 'titles are specified in English');
      for (const [index, title] of SERVICE_DETAIL_TITLES_EN.entries()) {
        await page.goto(localized(lang, `/single-service/details${index + 1}`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      }
    });

    test(`unknown paths and /error show the 404 page inside the frame (${lang})`, async ({
      page,
    }) => {
      for (const url of [localized(lang, '/esta-pagina-no-existe'), localized(lang, '/error')]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(lang).errors.notFoundTitle,
        );
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  });
}

for (const lang of LANGS) {
  test(`main pages look right (${lang}, screenshots)`, async ({ page }, testInfo) => {
    for (const esPath of MAIN_PAGES) {
      await page.goto(localized(lang, esPath));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(page, `${testInfo.project.name}-${lang}${esPath.replaceAll('/', '-')}`);
    }
  });
}
