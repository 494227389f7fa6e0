import { adminFetch, adminToken } from '../support/admin';
import { cmsApi, expect, test } from '../support/fixtures';

type Post = { documentId: string; slug: string; title: string };
const BLOG = '/content-manager/collection-types/api::blog.blog';

test('an editor publishes a change in the CMS and the site shows it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one editor run is enough');
  const list = await cmsApi(`/api/blogs?locale=es&sort=publishedDate:asc&pagination[pageSize]=1`);
  const [post] = ((await list.json()) as { data: Post[] }).data;
  if (!post) throw new Error('the seed has no blog post');
  const token = await adminToken();
  const newTitle = `${post.title} (actualizado ${Date.now()})`;

  const publish = async (title: string) => {
    await adminFetch(token, `${BLOG}/${post.documentId}?locale=es`, {
      method: 'PUT',
      body: JSON.stringify({ title }),
    });
    await adminFetch(token, `${BLOG}/${post.documentId}/actions/publish?locale=es`, {
      method: 'POST',
      body: '{}',
    });
  };

  await publish(newTitle);
  try {
    await expect
      .poll(
        async () => {
          await page.goto(`/blogs/${post.slug}`);
          return page.getByRole('heading', { level: 1 }).innerText();
        },
        { timeout: 15_000 },
      )
      .toBe(newTitle);
  } finally {
    await publish(post.title);
  }
});

test("a post's one slug moves in both languages when an editor renames it in either", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one editor run is enough');
  const token = await adminToken();
  const stamp = Date.now();
  const version = (lang: 'es' | 'en', slug: string) => ({
    title: lang === 'es' ? `Guía renombrada ${stamp}` : `Renamed guide ${stamp}`,
    slug,
    excerpt: 'Una entrada para probar las redirecciones.',
    content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto de la entrada.' }] }],
    author: 'Equipo Brilla',
    publishedDate: '2026-11-01',
  });
  const save = async (documentId: string, lang: 'es' | 'en', slug: string) => {
    await adminFetch(token, `${BLOG}/${documentId}?locale=${lang}`, {
      method: 'PUT',
      body: JSON.stringify(version(lang, slug)),
    });
    await adminFetch(token, `${BLOG}/${documentId}/actions/publish?locale=${lang}`, {
      method: 'POST',
      body: '{}',
    });
  };
  const created = await adminFetch<{ data: { documentId: string } }>(token, `${BLOG}?locale=es`, {
    method: 'POST',
    body: JSON.stringify(version('es', `guia-${stamp}`)),
  });
  const id = created.data.documentId;
  try {
    await save(id, 'es', `guia-${stamp}`);
    // The English version, with what the admin's form offers a new language ("blog"): it takes
    // the post's one slug.
    await save(id, 'en', 'blog');
    // Renamed in Spanish only, then in English only: each time the post moves in both languages.
    const rounds: Array<[lang: 'es' | 'en', from: string, to: string]> = [
      ['es', `guia-${stamp}`, `guia-nueva-${stamp}`],
      ['en', `guia-nueva-${stamp}`, `new-guide-${stamp}`],
    ];
    for (const [lang, from, to] of rounds) {
      await save(id, lang, to);
      const moves: Array<[from: string, to: string, title: string]> = [
        [`/blogs/${from}`, `/blogs/${to}`, `Guía renombrada ${stamp}`],
        [`/en/blogs/${from}`, `/en/blogs/${to}`, `Renamed guide ${stamp}`],
      ];
      for (const [oldPath, newPath, title] of moves) {
        await expect
          .poll(
            async () => {
              await page.goto(`${oldPath}?utm_source=newsletter`);
              return new URL(page.url()).pathname;
            },
            { timeout: 15_000 },
          )
          .toBe(newPath);
        expect(new URL(page.url()).search).toBe('?utm_source=newsletter');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      }
    }
  } finally {
    await adminFetch(token, `${BLOG}/${id}?locale=*`, { method: 'DELETE' });
  }
});
