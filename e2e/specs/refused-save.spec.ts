import { adminFetch, adminToken, createStaff, expect, signIn } from '../support/admin';
import { cmsUrl, test } from '../support/fixtures';

const REDIRECT = 'api::redirect.redirect';

test('a refused save keeps what the editor typed beside the message that names it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
  test.slow();
  const token = await adminToken();
  const stamp = Date.now();
  const from = `/antigua-${stamp}`;
  const created = await adminFetch<{ data: { documentId: string } }>(
    token,
    `/content-manager/collection-types/${REDIRECT}`,
    {
      method: 'POST',
      body: JSON.stringify({ from, to: '/inicio', statusCode: 301 }),
    },
  );
  await signIn(page, await createStaff(token, 'Editor', 'rechazo'));
  await page.goto(
    `${cmsUrl()}/admin/content-manager/collection-types/${REDIRECT}/${created.data.documentId}`,
  );
  const to = page.getByRole('textbox', { name: 'Hacia' });
  await expect(to).toHaveValue('/inicio');
  // A redirect to itself: refused, and the field still shows what was typed, so the editor
  // sees what the message is about and corrects it.
  await to.fill(from);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La redirección apunta a sí misma').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(to).toHaveValue(from);
  // Corrected and saved, the stored value is the new one.
  await to.fill('/blog');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardado').first()).toBeVisible();
  await expect(to).toHaveValue('/blog');
});
