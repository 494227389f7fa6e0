import type { Browser, Page } from '@playwright/test';
import { adminFetch, adminToken, expect } from '../support/admin';
import { cmsApi, cmsUrl, LANGS, localized, t, test } from '../support/fixtures';

type Post = { documentId: string; slug: string; title: string };
type Role = { id: number; name: string };
const BLOG = '/content-manager/collection-types/api::blog.blog';
const PASSWORD = 'NuevaEditora2026';

/** A new Editor account, made the way the README says: invited by the super admin, registered. */
async function newEditor(): Promise<{ email: string; password: string }> {
  const token = await adminToken();
  const roles = await adminFetch<{ data: Role[] }>(token, '/admin/roles');
  const editor = roles.data.find((role) => role.name === 'Editor');
  if (!editor) throw new Error('the Editor role is not seeded');
  const email = `editora-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@brilla.test`;
  const invited = await adminFetch<{ data: { registrationToken: string } }>(token, '/admin/users', {
    method: 'POST',
    body: JSON.stringify({ firstname: 'Nueva', lastname: 'Editora', email, roles: [editor.id] }),
  });
  const registered = await fetch(`${cmsUrl()}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationToken: invited.data.registrationToken,
      userInfo: { firstname: 'Nueva', lastname: 'Editora', password: PASSWORD },
    }),
  });
  expect(registered.status).toBe(200);
  return { email, password: PASSWORD };
}

/** The admin in its own browser (Strapi's admin logs its own console noise; the site's checks stay on the site). */
async function signIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await admin.goto(`${cmsUrl()}/admin`);
  await admin.getByLabel('Correo electrónico').fill(account.email);
  await admin.getByLabel('Contraseña').fill(account.password);
  await admin.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(admin).toHaveURL(/\/admin\/?$/);
  return { admin, close: () => context.close() };
}

async function saveShot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/**
 * The new editor, in a real browser: a Spanish admin with labelled, described fields;
 * "Abrir previsualización" shows the saved draft inside the admin, with the preview bar, while
 * visitors keep seeing the published post.
 */
for (const lang of LANGS) {
  test(`a new editor previews a draft post in ${lang} in the admin; visitors see the published post`, async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the admin is used on a desktop');
    test.slow();
    // The second newest post: preview.spec.ts changes the newest, editor.spec.ts the oldest.
    const list = await cmsApi(
      `/api/blogs?locale=${lang}&sort=publishedDate:desc&pagination[pageSize]=2`,
    );
    const post = ((await list.json()) as { data: Post[] }).data[1];
    if (!post) throw new Error(`the seed has fewer than two ${lang} blog posts`);
    const draftTitle = `${post.title} (borrador ${Date.now()})`;

    const { admin, close } = await signIn(browser, await newEditor());
    try {
      await admin.goto(`${cmsUrl()}/admin${BLOG}/${post.documentId}?plugins[i18n][locale]=${lang}`);
      const title = admin.getByRole('textbox', { name: 'Título', exact: true });
      await expect(title).toHaveValue(post.title);
      await expect(
        admin.getByText('El titular de la entrada, en su página y en las tarjetas del blog.'),
      ).toBeVisible();
      await saveShot(admin, `admin-${lang}-blog-edit`);

      await title.fill(draftTitle);
      await admin.getByRole('button', { name: 'Guardar' }).click();
      await expect(admin.getByText('Guardado', { exact: true })).toBeVisible();

      await admin.getByRole('link', { name: 'Abrir previsualización' }).click();
      const preview = admin.frameLocator('iframe');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftTitle, {
        timeout: 20_000,
      });
      await expect(
        preview.getByRole('complementary', { name: t(lang).preview.draft }),
      ).toBeVisible();
      await saveShot(admin, `admin-${lang}-blog-preview`);

      const visitor = await fetch(
        new URL(localized(lang, `/blogs/${post.slug}`), testInfo.project.use.baseURL),
      );
      const html = await visitor.text();
      expect(html).toContain(post.title);
      expect(html).not.toContain(draftTitle);
    } finally {
      await adminFetch(await adminToken(), `${BLOG}/${post.documentId}?locale=${lang}`, {
        method: 'PUT',
        body: JSON.stringify({ title: post.title }),
      });
      await close();
    }
  });
}
