import type { Page } from '@playwright/test';
import { expect, LANGS, localized, t, test } from '../support/fixtures';

/**
 * A document inlines only the CSS rules its own classes need (docs/decisions/042); what scripts
 * render later (another page after a client navigation, the mobile menu) is styled by the whole
 * stylesheet, which the page adds once its scripts run.
 */

/** The CSS the document was served with (the inline <style> of apps/web/app/lib/inline-css.tsx). */
const inlineCss = (page: Page) =>
  page.evaluate(() => document.querySelector('style[data-href="brilla-app-css"]')?.textContent);

/** Rules of /calculadora, /blog and the mobile menu that /inicio does not use. */
const NOT_ON_HOME = ['.text-end{', '.max-w-4xl{', '.shadow-2xl{'];

/** Marks the document: it is still there after a client navigation, gone after a load. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-journey', 'page-css'));

for (const lang of LANGS) {
  test(`pages reached by client navigation are styled by the whole stylesheet (${lang})`, async ({
    page,
  }) => {
    const text = t(lang);
    await page.goto(localized(lang, '/inicio'));
    const css = await inlineCss(page);
    expect(css?.length).toBeGreaterThan(0);
    for (const rule of NOT_ON_HOME) expect(css).not.toContain(rule);
    await markDocument(page);
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: text.footer.links.calculator }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/calculadora')}$`));
    // The breakdown's amounts are end-aligned (`text-end`).
    await expect(page.getByRole('definition').first()).toHaveCSS('text-align', 'end');

    await footer.getByRole('link', { name: text.footer.links.blog }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/blog')}$`));
    // The title's column is at most 56rem wide (`max-w-4xl`).
    const title = page.getByRole('heading', { level: 1 });
    await expect(title.locator('..')).toHaveCSS('max-width', '896px');

    await expect(page.locator('html')).toHaveAttribute('data-journey', 'page-css');
  });

  test(`the mobile menu, rendered after the page loaded, is styled (${lang})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the menu button exists on small screens only');
    const text = t(lang);
    await page.goto(localized(lang, '/inicio'));
    await page.getByRole('button', { name: text.nav.menu }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    // Fixed to the viewport's right edge, with its shadow (`shadow-2xl`).
    await expect(panel).toHaveCSS('position', 'absolute');
    await expect(panel).not.toHaveCSS('box-shadow', 'none');
    await expect(panel).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
}
