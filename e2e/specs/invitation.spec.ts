import { ADMIN_VIEW_TIMEOUT, expect, signIn } from '../support/admin';
import { cmsUrl, screenshot, test } from '../support/fixtures';
import { ADMIN } from '../support/stack';

test('an administrator invites a colleague, the whole link is shown, and a link cut short says what to do', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one invitation run is enough');
  test.slow();
  await signIn(page, ADMIN);
  await page.goto(`${cmsUrl()}/admin/settings/users`);
  await page
    .getByRole('button', { name: 'Invitar a un usuario nuevo' })
    .click({ timeout: ADMIN_VIEW_TIMEOUT });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Invitada');
  await dialog.getByRole('textbox', { name: 'Apellido', exact: true }).fill('E2e');
  const email = `invitada-${Date.now()}@brilla.test`;
  await dialog.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Editor', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Invitar al usuario' }).click();

  // The link as shown, whole: what staff copy by hand is a link that works.
  const shown = dialog.getByText(/\/admin\/auth\/register\?registrationToken=/);
  await expect(shown).toBeVisible();
  const link = (await shown.innerText()).replace(/\s+/g, '');
  expect(link).not.toContain('...');
  await screenshot(page, 'admin-invitation-link');

  // A Spanish browser, as staff have: the CMS answers in its language.
  const invitee = await browser.newContext({ locale: 'es-CO' });
  const invited = await invitee.newPage();
  // The same link cut short, as copying Strapi's shortened text gave.
  await invited.goto(`${link.slice(0, link.indexOf('registrationToken=') + 28)}...`);
  await expect(
    invited
      .locator('#main-content')
      .getByText(/Este enlace de invitación no funciona: está incompleto/),
  ).toBeVisible();
  // The whole link opens the registration with the invitee's address.
  await invited.goto(link);
  await expect(invited.getByRole('textbox', { name: /correo electrónico/i })).toHaveValue(email);
  await invitee.close();

  // The list of users says, in Spanish, who has not registered yet (searched by address: the
  // other journeys' users fill more than the list's first page).
  await page.goto(`${cmsUrl()}/admin/settings/users?_q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Inactivo');
});
