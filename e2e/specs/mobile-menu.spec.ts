import { expect, LANGS, localized, t, test } from '../support/fixtures';

for (const lang of LANGS) {
  test(`the mobile panel opens, navigates, closes by Escape and by button, and locks scrolling (${lang})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the menu button exists on small screens only');
    const text = t(lang);
    await page.goto(localized(lang, '/inicio'));
    const switcher = page.getByRole('button', { name: text.language.switchTo });
    await expect(switcher).toBeVisible();

    const menuButton = page.getByRole('button', { name: text.nav.menu });
    await menuButton.click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(switcher).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await menuButton.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: text.nav.close }).click();
    await expect(panel).toBeHidden();

    await menuButton.click();
    await panel.getByRole('link', { name: text.nav.about }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/nosotros')}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
