import {
  ADMIN_VIEW_TIMEOUT,
  adminFetch,
  adminToken,
  createStaff,
  expect,
  signIn,
} from '../support/admin';
import { cmsUrl, screenshot, test } from '../support/fixtures';

const BLOG = 'api::blog.blog';

test('an Editor finds an Autor’s draft under "Pendiente de revisión" and publishes it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one review run is enough');
  // Two staff sign in and the admin's home loads three times: more than the default on a busy CI.
  test.setTimeout(120_000);
  const token = await adminToken();
  const stamp = Date.now();
  const title = `Borrador para revisar ${stamp}`;
  const slug = `para-revisar-${stamp}`;
  // A draft as an Autor leaves it (the roles' tests show an Autor may save and not publish).
  await adminFetch(token, `/content-manager/collection-types/${BLOG}?locale=es`, {
    method: 'POST',
    body: JSON.stringify({
      title,
      slug,
      excerpt: 'Escrita por un Autor.',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto.' }] }],
      author: 'Equipo Brilla',
      publishedDate: '2026-11-01',
    }),
  });
  const autorContext = await browser.newContext();
  const autorPage = await autorContext.newPage();
  await signIn(autorPage, await createStaff(token, 'Autor', 'revision-autor'));
  // The Autor's home has no review queue: publishing is not theirs.
  await autorPage.goto(`${cmsUrl()}/admin`);
  await expect(autorPage.getByRole('heading', { name: /Hola|Bienvenid/ }).first()).toBeVisible();
  await expect(autorPage.getByText('Pendiente de revisión')).toHaveCount(0);
  await autorContext.close();

  await signIn(page, await createStaff(token, 'Editor', 'revision-editor'));
  await page.goto(`${cmsUrl()}/admin`);
  const entry = page.getByRole('link', { name: title });
  await expect(entry).toBeVisible();
  await expect(page.getByText('Pendiente de revisión')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(
    'Nunca publicado',
  );
  await screenshot(page, 'admin-review-queue');
  await entry.click();
  await page.getByRole('button', { name: 'Publicar' }).click({ timeout: ADMIN_VIEW_TIMEOUT });
  await expect
    .poll(async () => (await page.request.get(`/blogs/${slug}`)).status(), { timeout: 15_000 })
    .toBe(200);
  await page.goto(`${cmsUrl()}/admin`);
  await expect(page.getByText('Pendiente de revisión')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
