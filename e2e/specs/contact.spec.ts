import type { Language } from '@brilla/i18n';
import type { Page } from '@playwright/test';
import { adminToken, findSubmissions } from '../support/admin';
import { cmsUrl, expect, LANGS, localized, receivedMail, t, test } from '../support/fixtures';
import { webWithSwitchableCms } from '../support/outage';

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@brilla.test`;

async function fill(
  page: Page,
  lang: Language,
  values: { name: string; email: string; message: string },
) {
  const text = t(lang).contact;
  await page.getByLabel(text.name).fill(values.name);
  await page.getByLabel(text.email).fill(values.email);
  await page.getByLabel(text.message).fill(values.message);
}

async function expectStoredAndMailed(email: string, message: string) {
  const token = await adminToken();
  await expect
    .poll(async () => (await findSubmissions(token, email)).map((s) => s.message))
    .toEqual([message]);
  if (!process.env.E2E_MAIL_FILE) return; // reusing a stack whose mail we cannot see
  await expect
    .poll(() => receivedMail().some((mail) => mail.raw.includes(email)), { timeout: 20_000 })
    .toBe(true);
}

for (const lang of LANGS) {
  const text = t(lang).contact;

  test(`contact (${lang}): bad input shows the field messages and keeps what was typed`, async ({
    page,
  }) => {
    await page.goto(localized(lang, '/contactanos'));
    await fill(page, lang, { name: 'A', email: 'no-es-un-email', message: 'corto' });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.errors.nameMin.replace('{{min}}', '2'))).toBeVisible();
    await expect(page.getByText(text.errors.emailInvalid)).toBeVisible();
    await expect(page.getByText(text.errors.messageMin.replace('{{min}}', '10'))).toBeVisible();
    await expect(page.getByLabel(text.name)).toHaveValue('A');
    await expect(page.getByLabel(text.message)).toHaveValue('corto');
  });

  test(`contact (${lang}): a valid message shows the success toast, lands in the CMS and is e-mailed`, async ({
    page,
  }) => {
    const email = unique(`js-${lang}`);
    const message = `Hola, quiero ser streamer con Brilla (${lang}, con JavaScript).`;
    await page.goto(localized(lang, '/contactanos'));
    await fill(page, lang, { name: 'Ana Prueba', email, message });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.success })).toBeVisible();
    await expectStoredAndMailed(email, message);
  });

  test.describe(`without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test(`contact (${lang}): the form still sends and answers with a full page`, async ({
      page,
    }) => {
      const email = unique(`nojs-${lang}`);
      const message = `Hola, quiero más información sobre Brilla (${lang}, sin JavaScript).`;
      await page.goto(localized(lang, '/contactanos'));
      await fill(page, lang, { name: 'Luis Prueba', email, message });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.success)).toBeVisible();
      await expectStoredAndMailed(email, message);
    });

    test(`contact (${lang}): field messages appear without JavaScript too`, async ({ page }) => {
      await page.goto(localized(lang, '/contactanos'));
      await fill(page, lang, { name: 'Luis', email: 'luis@brilla.test', message: 'corto' });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.errors.messageMin.replace('{{min}}', '10'))).toBeVisible();
      await expect(page.getByLabel(text.name)).toHaveValue('Luis');
    });
  });

  test(`contact (${lang}): a CMS outage shows the failure toast and keeps the typed input`, async ({
    page,
  }) => {
    const stack = await webWithSwitchableCms(cmsUrl());
    try {
      await page.goto(`${stack.baseUrl}${localized(lang, '/contactanos')}`);
      const values = {
        name: 'Marta Prueba',
        email: unique(`down-${lang}`),
        message: 'Este mensaje no debe perderse nunca.',
      };
      await fill(page, lang, values);
      stack.cutCms();
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.failure })).toBeVisible();
      await expect(page.getByLabel(text.name)).toHaveValue(values.name);
      await expect(page.getByLabel(text.email)).toHaveValue(values.email);
      await expect(page.getByLabel(text.message)).toHaveValue(values.message);
    } finally {
      stack.stop();
    }
  });
}
