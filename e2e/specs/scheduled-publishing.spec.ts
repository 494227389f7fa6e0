import { adminFetch, adminToken, createStaff, expect, signIn } from '../support/admin';
import { cmsUrl, screenshot, test } from '../support/fixtures';

const BLOG = 'api::blog.blog';
const MINUTE = 60_000;

/** An instant as the panel's field takes it, in Colombia's time (UTC−5): `2026-11-28T09:00`. */
const colombiaField = (at: number) => new Date(at - 5 * 3_600_000).toISOString().slice(0, 16);

test('an editor schedules a draft post, the list shows it, and the site publishes it at that minute', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one scheduling run is enough');
  // One run for the minute to come, plus the wait for it.
  test.setTimeout(4 * MINUTE);
  const token = await adminToken();
  const stamp = Date.now();
  const slug = `programada-${stamp}`;
  const created = await adminFetch<{ data: { documentId: string } }>(
    token,
    `/content-manager/collection-types/${BLOG}?locale=es`,
    {
      method: 'POST',
      body: JSON.stringify({
        title: `Entrada programada ${stamp}`,
        slug,
        excerpt: 'Una entrada que se publica sola.',
        content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto.' }] }],
        author: 'Equipo Brilla',
        publishedDate: '2026-11-01',
      }),
    },
  );
  const edit = `${cmsUrl()}/admin/content-manager/collection-types/${BLOG}/${created.data.documentId}?plugins[i18n][locale]=es`;
  expect((await page.request.get(`/blogs/${slug}`)).status()).toBe(404);

  // An Autor sees the panel but cannot schedule: publishing is an Editor's.
  const autorContext = await browser.newContext();
  const autorPage = await autorContext.newPage();
  await signIn(autorPage, await createStaff(token, 'Autor', 'programa-autor'));
  await autorPage.goto(edit);
  await expect(autorPage.getByText('Un Editor puede programar cuándo se publica')).toBeVisible();
  await expect(autorPage.getByRole('button', { name: 'Programar la publicación' })).toHaveCount(0);
  await autorContext.close();

  await signIn(page, await createStaff(token, 'Editor', 'programa'));
  await page.goto(edit);
  const field = page.getByLabel('Publicar el', { exact: true });
  await expect(field).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Programación' })).toBeVisible();
  // The first whole minute at least 40 s away: the soonest the CMS takes.
  const at = Math.ceil((Date.now() + 40_000) / MINUTE) * MINUTE;
  await field.fill(colombiaField(at));
  await page.getByRole('button', { name: 'Programar la publicación' }).click();
  await expect(
    page.getByText(/Se publicará el .* \(hora de Colombia\)\. Lo programó Editor E2e\./),
  ).toBeVisible();
  await screenshot(page, 'admin-scheduled-publishing');

  // The list says it too, for that post.
  await page.goto(
    `${cmsUrl()}/admin/content-manager/collection-types/${BLOG}?plugins[i18n][locale]=es`,
  );
  const row = page.getByRole('row').filter({ hasText: `Entrada programada ${stamp}` });
  await expect(page.getByRole('gridcell', { name: 'Programado', exact: true })).toBeVisible();
  await expect(row).toContainText(/Se publica \d\d\/\d\d,? \d\d:\d\d/);

  // Still a draft before its minute; on the site within the minute's run and the purge.
  expect((await page.request.get(`/blogs/${slug}`)).status()).toBe(404);
  await expect
    .poll(async () => (await page.request.get(`/blogs/${slug}`)).status(), {
      timeout: at - Date.now() + 30_000,
      intervals: [2_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await page.goto(edit);
  await expect(page.getByLabel('Publicar el', { exact: true })).toBeVisible();
  await expect(page.getByText(/Se publicará el/)).toHaveCount(0);
});
