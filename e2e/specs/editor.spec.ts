import { adminFetch, adminToken } from '../support/admin';
import { cmsUrl, expect, test } from '../support/fixtures';

type Post = { documentId: string; slug: string; title: string };
const BLOG = '/content-manager/collection-types/api::blog.blog';

test('an editor publishes a change in the CMS and the site shows it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one editor run is enough');
  const list = await fetch(
    `${cmsUrl()}/api/blogs?locale=es&sort=publishedDate:asc&pagination[pageSize]=1`,
  );
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
