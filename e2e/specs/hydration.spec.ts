import type { Locator, Page } from '@playwright/test';
import { expect, t, test } from '../support/fixtures';

/** React owns a DOM node once it has hydrated it (its fiber is attached to the node). */
const isHydrated = (locator: Locator) =>
  locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

/** The last block of the page and the footer: both far below the first screen of `/inicio`. */
const lastBlock = (page: Page) => page.locator('[data-block]').last().locator('> *').first();
const footerLink = (page: Page) => page.locator('#site-footer a').first();

/** Marks the document: a client-side navigation keeps the mark, a full page load loses it. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { e2eMark: true }));
const marked = (page: Page) => page.evaluate(() => 'e2eMark' in window);

// docs/decisions/033-web-javascript-budget.md: on the first load, the parts below the fold keep
// the server's HTML and hydrate only when they come near (or a navigation starts).
test.describe('the first load', () => {
  test('hydrates the blocks below the fold and the footer only when they come near', async ({
    page,
  }) => {
    await page.goto('/inicio');
    // The page has hydrated (`<html data-hydrated>`), and is still at the top.
    await page.waitForTimeout(300);
    expect(await isHydrated(page.locator('header a').first()), 'the header').toBe(true);
    expect(await isHydrated(lastBlock(page)), 'the last block').toBe(false);
    expect(await isHydrated(footerLink(page)), 'the footer').toBe(false);
    await expect(footerLink(page)).toHaveAttribute('href', /^\//);

    await page.locator('#site-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(footerLink(page))).toBe(true);
    await expect.poll(() => isHydrated(lastBlock(page))).toBe(true);
  });

  test('a navigation hydrates what was still waiting, and its links navigate in the page', async ({
    page,
  }) => {
    await page.goto('/inicio');
    await mark(page);
    // The language switcher is a navigation on every screen size.
    await page.getByRole('button', { name: t('es').language.switchTo }).click();
    await page.getByRole('link', { name: t('es').language.en }).click();
    await expect(page).toHaveURL(/\/en\/inicio$/);
    await expect.poll(() => isHydrated(footerLink(page))).toBe(true);

    await page.locator('#site-footer').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/en\/contactanos$/);
    expect(await marked(page), 'no full page load').toBe(true);
  });

  test('a click in the footer before it came near is a navigation in the page', async ({
    page,
  }) => {
    await page.goto('/en/inicio');
    await mark(page);
    await page.locator('#site-footer').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/en\/contactanos$/);
    expect(await marked(page), 'no full page load').toBe(true);
  });
});
