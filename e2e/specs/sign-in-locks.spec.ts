import { ADMIN_VIEW_TIMEOUT, adminToken, createStaff, expect, signIn } from '../support/admin';
import { cmsUrl, screenshot, test } from '../support/fixtures';
import { ADMIN } from '../support/stack';

/** A sign-in on the admin API as if from `address` (the test stack trusts loopback's X-Forwarded-For). */
function attempt(email: string, password: string, address: string): Promise<Response> {
  return fetch(`${cmsUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

test("an administrator lifts a colleague's sign-in lock in Settings, and the colleague signs in at once", async ({
  page,
}) => {
  test.slow();
  const token = await adminToken();
  const editor = await createStaff(token, 'Editor', 'bloqueada');
  // Someone else's five wrong passwords lock the editor's e-mail, wherever they come from.
  for (let i = 1; i <= 5; i++) {
    expect((await attempt(editor.email, 'Equivocada2026', `198.51.100.${i}`)).status).toBe(400);
  }
  const locked = await attempt(editor.email, editor.password, '198.51.100.9');
  expect(locked.status).toBe(429);
  const refusal = ((await locked.json()) as { error: { message: string } }).error.message;
  expect(refusal).toContain('Bloqueos de inicio de sesión');

  await signIn(page, ADMIN);
  await page.goto(`${cmsUrl()}/admin/settings`);
  await page
    .getByRole('link', { name: 'Bloqueos de inicio de sesión' })
    .click({ timeout: ADMIN_VIEW_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Bloqueos de inicio de sesión' })).toBeVisible();
  // Strapi's banner about its media library (news for developers) starts closed.
  await expect(page.getByText('La biblioteca de medios se ha renovado')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: editor.email });
  await expect(row).toContainText('Correo');
  await expect(row).toContainText(/quedan \d+ min/);
  await screenshot(page, 'sign-in-locks');
  await row.getByRole('button', { name: `Desbloquear ${editor.email}` }).click();
  await expect(
    page.getByText(`Bloqueo levantado: ${editor.email} puede iniciar sesión ya.`),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: editor.email })).toHaveCount(0);

  expect((await attempt(editor.email, editor.password, '198.51.100.10')).status).toBe(200);
});

test('a role that may not manage users neither sees the page in Settings nor reads the locks', async ({
  page,
}) => {
  test.slow();
  const editor = await createStaff(await adminToken(), 'Editor', 'sin-permiso');
  await signIn(page, editor);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/sign-in-locks')) calls.push(request.url());
  });
  await page.goto(`${cmsUrl()}/admin/settings`);
  await expect(page.getByRole('link', { name: 'Descripción general' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bloqueos de inicio de sesión' })).toHaveCount(0);
  // The address typed by hand: Strapi's own notice, and no call for the locks at all.
  await page.goto(`${cmsUrl()}/admin/settings/sign-in-locks`);
  await expect(
    page.getByText('No tienes los permisos para acceder a ese contenido.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Desbloquear/ })).toHaveCount(0);
  expect(calls).toEqual([]);
});
