import type { Language } from '@brilla/i18n';
import type { Page } from '@playwright/test';
import { expect, localized, t, test } from '../support/fixtures';

async function switchLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('button', { name: t(from).language.switchTo }).click();
  await page.getByRole('link', { name: t(from).language[to] }).click();
}

const pairs: Array<[Language, Language]> = [
  ['es', 'en'],
  ['en', 'es'],
];

for (const [from, to] of pairs) {
  test(`switching from ${from} to ${to} shows the same page, and the choice survives a reload and sends / there`, async ({
    page,
  }) => {
    await page.goto(localized(from, '/nosotros'));
    await expect(page.locator('html')).toHaveAttribute('lang', from);
    await switchLanguage(page, from, to);

    await expect(page.getByRole('link', { name: t(to).nav.about }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localized(to, '/nosotros')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    expect(await page.evaluate(() => localStorage.getItem('mediaLanguagePreference'))).toBe(to);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', to);

    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`${localized(to, '/inicio')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', to);
  });
}

test('a lost language cookie comes back from the stored choice once the visitor acts, and / follows it', async ({
  page,
  context,
}) => {
  await page.goto('/nosotros');
  await switchLanguage(page, 'es', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const langCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;
  await context.clearCookies();

  await page.goto('/en/nosotros');
  // The restore waits for an act: the page's load reads no storage.
  expect(await langCookie()).toBeUndefined();
  await page.keyboard.press('Tab');
  await expect.poll(langCookie).toBe('en');

  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/inicio$/);
});

test('choosing the active language changes nothing', async ({ page }) => {
  await page.goto('/nosotros');
  await page.getByRole('button', { name: t('es').language.switchTo }).click();
  await page.getByRole('link', { name: t('es').language.es }).click();
  await expect(page).toHaveURL(/\/nosotros$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the language dropdown closes on a click outside', async ({ page }) => {
  await page.goto('/inicio');
  await page.getByRole('button', { name: t('es').language.switchTo }).click();
  const english = page.getByRole('link', { name: t('es').language.en });
  await expect(english).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(english).toBeHidden();
});
