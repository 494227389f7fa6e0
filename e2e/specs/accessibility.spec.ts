import AxeBuilder from '@axe-core/playwright';
import { expect, LANGS, localized, t, test } from '../support/fixtures';
import { MAIN_PAGES } from '../support/routes';

for (const lang of LANGS) {
  test(`main pages have no serious or critical axe violation (${lang})`, async ({ page }) => {
    for (const esPath of MAIN_PAGES) {
      await page.goto(localized(lang, esPath));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `${esPath} (${lang})`).toEqual([]);
    }
  });

  test(`the header and the contact form work by keyboard alone (${lang})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop header; the panel has its own journey');
    const text = t(lang);
    await page.goto(localized(lang, '/inicio'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text.nav.skipToContent })).toBeFocused();

    const about = page
      .getByRole('navigation', { name: text.nav.main })
      .getByRole('link', { name: text.nav.about });
    for (let i = 0; i < 15 && !(await about.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/nosotros')}$`));

    await page.goto(localized(lang, '/contactanos'));
    const name = page.getByLabel(text.contact.name);
    await name.focus();
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(text.contact.email)).toBeFocused();
    await page.keyboard.type('no-valido');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(text.contact.message)).toBeFocused();
    await page.keyboard.type('corto');
    await page.keyboard.press('Enter'); // a newline in the textarea, not a submit
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(text.contact.errors.emailInvalid)).toBeVisible();
  });
}
