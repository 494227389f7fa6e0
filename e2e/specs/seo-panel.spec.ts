import { adminToken, createStaff, expect, signIn } from '../support/admin';
import { cmsApi, cmsUrl, screenshot, test } from '../support/fixtures';

type Post = { documentId: string; slug: string };
const BLOG = '/content-manager/collection-types/api::blog.blog';
const LONG_TITLE =
  'Agencia de TikTok Live en Colombia para streamers que quieren crecer cada semana con un equipo';

/**
 * Issue 27's "SEO fields that guide": an Autor writing a blog post sees, beside the fields and in
 * Spanish, how long the title and the description are against what Google shows and the result
 * as Google would show it, for the language being edited, as they type. Nothing is saved.
 */
test('an Autor sees the search preview of a blog post change as they type, in Spanish and English', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the admin is used on a desktop');
  test.slow();
  // A post with both languages; this journey only reads it (others change the newest and oldest).
  const list = await cmsApi('/api/blogs?locale=en&sort=publishedDate:desc&pagination[pageSize]=3');
  const post = ((await list.json()) as { data: Post[] }).data[2];
  if (!post) throw new Error('the seed has fewer than three English blog posts');
  const site = testInfo.project.use.baseURL ?? process.env.E2E_BASE_URL;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, await createStaff(await adminToken(), 'Autor', 'seo-autora'));
  await page.goto(`${cmsUrl()}/admin${BLOG}/${post.documentId}?plugins[i18n][locale]=es`);

  const panel = page
    .locator('aside')
    .filter({ has: page.getByRole('heading', { name: 'Vista en buscadores' }) });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Cómo puede mostrar Google la versión en español');
  const result = panel.getByRole('figure', { name: 'Vista previa del resultado en Google' });
  await expect(result).toContainText(`${site}/blogs/${post.slug}`);

  // The title typed in the form's SEO field: the counter, its state and the preview follow.
  const titleField = page.getByRole('textbox', { name: /^Título para Google/ });
  await titleField.fill('Agencia de TikTok Live');
  const titleState = panel.getByRole('status', { name: 'Título para Google' });
  await expect(titleState).toContainText('Corto:');
  await expect(panel).toContainText('22 de 60 caracteres');
  await expect(result).toContainText('Agencia de TikTok Live');

  await titleField.fill(LONG_TITLE);
  await expect(titleState).toContainText('Se cortará:');
  await expect(titleState).toContainText('Google muestra unos 60 caracteres');
  await expect(panel).toContainText('94 de 60 caracteres');
  await expect(result).toContainText('Agencia de TikTok Live en Colombia para streamers que…');
  await expect(result).not.toContainText('con un equipo');
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-seo-panel');

  // English, from the admin's language switch: the unsaved title is left behind on purpose.
  await page.getByRole('combobox', { name: 'Configuraciones regionales' }).click();
  await page.getByRole('option', { name: /English|Inglés/i }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(panel).toContainText('Cómo puede mostrar Google la versión en inglés');
  await expect(result).toContainText(`${site}/en/blogs/${post.slug}`);
  await expect(result).not.toContainText(LONG_TITLE.slice(0, 40));
  await expect(page).toHaveURL(/plugins\[i18n\]\[locale\]=en|plugins%5Bi18n%5D%5Blocale%5D=en/);
});
