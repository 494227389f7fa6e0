import { adminFetch, adminToken, createStaff, expect, signIn } from '../support/admin';
import { cmsUrl, screenshot, test } from '../support/fixtures';

const BLOG = '/content-manager/collection-types/api::blog.blog';

/**
 * Issue 27's published versions, as an Editor works: publishes a post twice under two titles,
 * opens "Versiones publicadas" in the edit view, compares the first with the draft ("Ver"),
 * restores it ("Restaurar", confirmed), finds the old title in the draft form, publishes, and
 * the site shows the old title again.
 */
test('an Editor restores an earlier published version of a post and publishes it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the admin is used on a desktop');
  test.slow();
  const stamp = Date.now();
  const [first, second] = [`Versión uno ${stamp}`, `Versión dos ${stamp}`];
  const slug = `versiones-${stamp}`;
  const token = await adminToken();
  // A new draft post, never published: its versions are the Editor's two publishes.
  const created = await adminFetch<{ data: { documentId: string } }>(token, `${BLOG}?locale=es`, {
    method: 'POST',
    body: JSON.stringify({
      title: first,
      slug,
      excerpt: 'Una entrada para probar las versiones publicadas.',
      author: 'Equipo Brilla',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto de la entrada.' }] }],
      publishedDate: '2026-11-01',
    }),
  });
  const id = created.data.documentId;
  const editor = await createStaff(token, 'Editor', 'versiones');

  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, editor);
    await page.goto(`${cmsUrl()}/admin${BLOG}/${id}?plugins[i18n][locale]=es`);
    const title = page.getByRole('textbox', { name: 'Título', exact: true });
    await expect(title).toHaveValue(first);
    const versions = page.getByRole('list', { name: 'Versiones publicadas' });
    const publish = page.getByRole('button', { name: 'Publicar', exact: true });

    await publish.click();
    await expect(versions.getByRole('listitem')).toHaveCount(1);
    await title.fill(second);
    await publish.click();
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    const [newest, older] = [
      versions.getByRole('listitem').first(),
      versions.getByRole('listitem').nth(1),
    ];
    await expect(newest).toContainText(`«${second}»`);
    await expect(newest).toContainText('Publicó: Editor E2e');
    await expect(older).toContainText(`«${first}»`);
    await expect(older).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // "Ver": the first version beside the draft, the changed title marked.
    await older.getByRole('button', { name: /^Ver la versión del / }).click();
    const view = page.getByRole('dialog', { name: /^Versión publicada el / });
    await expect(view).toBeVisible();
    const titleRow = view.getByRole('row').filter({ hasText: 'Título' });
    await expect(titleRow).toContainText(first);
    await expect(titleRow).toContainText(second);
    await expect(titleRow).toContainText('Cambia');
    await view.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(view).toBeHidden();

    await older.getByRole('button', { name: /^Restaurar la versión del / }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Restaurar esta versión?' });
    await expect(confirm).toContainText(
      'El sitio no cambia hasta que revise el borrador y pulse Publicar.',
    );
    await confirm.getByRole('button', { name: 'Restaurar en el borrador' }).click();

    // The page reloads with the restored draft, and says what happened.
    await expect(title).toHaveValue(first);
    await expect(page.getByText(/^Se restauró en el borrador la versión del /)).toBeVisible();
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    // The restored draft differs from the published post: Publicar is on again.
    await expect(publish).toBeEnabled();
    await screenshot(page, 'admin-versions');
    // Visitors still see the second title until the Editor publishes.
    const site = new URL(`/blogs/${slug}`, testInfo.project.use.baseURL).href;
    expect(await (await fetch(site)).text()).toContain(second);

    await publish.click();
    await expect(versions.getByRole('listitem')).toHaveCount(3);
    await expect
      .poll(
        async () => {
          await page.goto(site);
          return page.getByRole('heading', { level: 1 }).innerText();
        },
        { timeout: 15_000 },
      )
      .toBe(first);
  } finally {
    await adminFetch(token, `${BLOG}/${id}?locale=*`, { method: 'DELETE' });
  }
});
