import { adminToken, createStaff, expect, signIn } from '../support/admin';
import { cmsApi, cmsUrl, screenshot, test } from '../support/fixtures';

const SUBMISSION = 'api::contact-submission.contact-submission';
const LIST = `/admin/content-manager/collection-types/${SUBMISSION}`;
const LOG = '/admin/content-manager/collection-types/api::contact-erasure.contact-erasure';

test('a Comercial answers an erasure request in the admin and finds it in the log, without the address', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one admin run is enough');
  test.slow();
  const marker = `supresion-${Date.now()}`;
  const email = `${marker}@ejemplo.test`;
  for (const text of ['Quiero información.', 'Sigo interesada.']) {
    const sent = await cmsApi('/api/contact-submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: `Persona ${marker}`, email, message: text } }),
    });
    expect(sent.status).toBe(201);
  }
  const comercial = await createStaff(await adminToken(), 'Comercial', 'supresion');

  await signIn(page, comercial);
  await page.goto(`${cmsUrl()}${LIST}?_q=${marker}`);
  await expect(page.getByText(`Persona ${marker}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Solicitud de supresión', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Suprimir los datos de una persona (Ley 1581)' });
  await expect(dialog).toBeVisible();
  // A mistyped address is explained before anything is sent.
  await dialog.getByRole('textbox', { name: /Correo de la persona/ }).fill('sin-arroba');
  await dialog.getByRole('button', { name: 'Suprimir sus mensajes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Escriba la dirección de correo completa de la persona (por ejemplo ana@ejemplo.com).',
  );
  await dialog.getByRole('textbox', { name: /Correo de la persona/ }).fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Suprimir sus mensajes' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Se suprimieron 2 mensajes de ${email.toUpperCase()}. Queda constancia en «Registro de supresiones», sin la dirección.`,
  );
  await screenshot(page, 'admin-contact-erasure');
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(page.getByText(`Persona ${marker}`)).toHaveCount(0);

  // The log, readable by the same role: who and how many, never whose.
  await page.goto(`${cmsUrl()}${LOG}?sort=createdAt:DESC`);
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText(comercial.email);
  await expect(newest).toContainText('2');
  await expect(page.getByText(marker)).toHaveCount(0);
});
