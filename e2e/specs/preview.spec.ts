import { adminFetch, adminToken } from '../support/admin';
import { cmsApi, expect, LANGS, localized, t, test } from '../support/fixtures';

type Post = { documentId: string; slug: string; title: string };
const BLOG = '/content-manager/collection-types/api::blog.blog';

/**
 * An editor saves a change to a published post without publishing it, opens the admin's
 * preview link and sees the draft with the preview bar; a visitor at the same time sees the
 * published post, before and after the preview; leaving the preview shows the published post.
 */
for (const lang of LANGS) {
  test(`an editor previews a draft post in ${lang}; visitors see the published site`, async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one editor run per language is enough');
    // Seven page loads in two browsers, the CMS reading drafts: more than a visitor's journey.
    test.slow();
    // The newest post (the editor journey changes the oldest one).
    const list = await cmsApi(
      `/api/blogs?locale=${lang}&sort=publishedDate:desc&pagination[pageSize]=1`,
    );
    const [post] = ((await list.json()) as { data: Post[] }).data;
    if (!post) throw new Error(`the seed has no ${lang} blog post`);
    const path = localized(lang, `/blogs/${post.slug}`);
    const draftTitle = `${post.title} (borrador ${Date.now()})`;
    const token = await adminToken();
    const save = (title: string) =>
      adminFetch(token, `${BLOG}/${post.documentId}?locale=${lang}`, {
        method: 'PUT',
        body: JSON.stringify({ title }),
      });

    const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const anonymous = await visitor.newPage();
    await anonymous.goto(path);
    await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(post.title);

    await save(draftTitle);
    try {
      // What the edit view's "Open preview" opens (beside the editor or in its own tab).
      const query = `documentId=${post.documentId}&locale=${lang}&status=draft`;
      const { data } = await adminFetch<{ data: { url: string } }>(
        token,
        `/content-manager/preview/url/api::blog.blog?${query}`,
      );
      await page.goto(data.url);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
      const bar = page.getByRole('complementary', { name: t(lang).preview.draft });
      await expect(bar).toBeVisible();

      // The same URL, for a visitor, right after the preview: the published post, no bar.
      for (let visit = 0; visit < 2; visit += 1) {
        await anonymous.goto(path);
        await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(post.title);
        await expect(anonymous.getByTestId('preview-bar')).toHaveCount(0);
      }

      await bar.getByRole('link', { name: t(lang).preview.exit }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByTestId('preview-bar')).toHaveCount(0);
    } finally {
      // The draft equals the published version again.
      await save(post.title);
      await visitor.close();
    }
  });
}
