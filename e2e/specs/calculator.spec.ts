import { cmsApi, expect, LANGS, localized, t, test } from '../support/fixtures';

type Rates = {
  currency: string;
  weeksPerMonth: number;
  hourlyRate: number;
  perRecruitRate: number;
  bonusIntermediate: number;
};

for (const lang of LANGS) {
  test(`calculator (${lang}): typed inputs give numbers that add up, and the URL shares the result`, async ({
    page,
    browser,
  }) => {
    const response = await cmsApi(`/api/calculator-setting`);
    const rates = ((await response.json()) as { data: Rates }).data;
    const money = new Intl.NumberFormat(lang, { style: 'currency', currency: rates.currency });
    const round = (n: number) => Math.round(n * 100) / 100;
    const hoursPay = round(12 * rates.hourlyRate * rates.weeksPerMonth);
    const recruitsPay = round(3 * rates.perRecruitRate * rates.weeksPerMonth);
    const subtotal = round(hoursPay + recruitsPay);
    const bonus = round((subtotal * rates.bonusIntermediate) / 100);
    const total = round(subtotal + bonus);

    const text = t(lang).calculator;
    await page.goto(localized(lang, '/calculadora'));
    await page.getByLabel(text.hoursPerWeek).fill('12');
    await page.getByLabel(text.recruitsPerWeek).fill('3');
    await page.getByLabel(text.level).selectOption({ label: text.levels.intermediate });

    const results = page.getByRole('region', { name: text.estimatedIncome });
    for (const amount of [hoursPay, recruitsPay, subtotal, bonus, total]) {
      await expect(results.getByText(money.format(amount), { exact: true }).first()).toBeVisible();
    }
    await expect(page).toHaveURL(/h=12/);
    await expect(page).toHaveURL(/r=3/);
    await expect(page).toHaveURL(/l=intermediate/);

    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect(
      shared
        .getByRole('region', { name: text.estimatedIncome })
        .getByText(money.format(total), { exact: true })
        .first(),
    ).toBeVisible();
    await shared.close();
  });

  test(`calculator (${lang}): out-of-range input shows a localized message, never NaN`, async ({
    page,
  }) => {
    const text = t(lang).calculator;
    await page.goto(localized(lang, '/calculadora'));
    await page.getByLabel(text.hoursPerWeek).fill('200');
    await expect(
      page.getByText(text.errors.hoursRange.replace('{{min}}', '0').replace('{{max}}', '84')),
    ).toBeVisible();
    await expect(page.getByText(/\bNaN\b/)).toHaveCount(0);
  });
}
