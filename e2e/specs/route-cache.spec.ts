import type { Page } from '@playwright/test';
import { expect, LANGS, localized, t, test } from '../support/fixtures';

/** The route-data requests (`*.data`) the page makes from now on. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.data')) seen.push(pathname);
  });
  return seen;
}

// The browser keeps each page's data a minute (apps/web/app/lib/route-cache.ts): going back and
// forth between pages already seen asks the server nothing.
for (const lang of LANGS) {
  test(`(${lang}) back and forward between pages seen within a minute need no request`, async ({
    page,
  }) => {
    await page.goto(localized(lang, '/inicio'));
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const requests = dataRequests(page);
    // The footer's quick links: on every page, on phones too.
    const footerLink = (name: string) =>
      page.getByRole('contentinfo').getByRole('link', { name, exact: true });

    await footerLink(t(lang).footer.links.calculator).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/calculadora')}$`));
    await footerLink(t(lang).footer.links.blog).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/blog')}$`));
    const firstVisits = requests.length;
    expect(firstVisits).toBeGreaterThanOrEqual(2);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/calculadora')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/blog')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await footerLink(t(lang).footer.links.calculator).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/calculadora')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests).toHaveLength(firstVisits);
  });
}
