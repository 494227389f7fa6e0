import { cmsApi, expect, LANGS, localized, t, test } from '../support/fixtures';

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A published post of `lang` and the longest word of its title (accented ones first). */
async function postAndWord(lang: string) {
  const response = await cmsApi(
    `/api/blogs?locale=${lang}&fields[0]=slug&fields[1]=title&pagination[pageSize]=100`,
  );
  const posts = ((await response.json()) as { data: Array<{ slug: string; title: string }> }).data;
  const words = posts.flatMap((post) =>
    (post.title.match(/[\p{L}]{5,}/gu) ?? []).map((word) => ({ post, word })),
  );
  const accented = words.filter(({ word }) => fold(word) !== word.toLowerCase());
  const [pick] = (accented.length > 0 ? accented : words).sort(
    (a, b) => b.word.length - a.word.length,
  );
  expect(pick, `the seed has a ${lang} post with a word of 5 letters or more`).toBeTruthy();
  return pick as { post: { slug: string; title: string }; word: string };
}

for (const lang of LANGS) {
  test(`search (${lang}): a word typed without its accents finds the post, marked`, async ({
    page,
  }) => {
    const { post, word } = await postAndWord(lang);
    await page.goto(localized(lang, '/buscar'));
    await page.getByRole('searchbox', { name: t(lang).search.label }).fill(fold(word));
    await page.getByRole('button', { name: t(lang).search.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/buscar')}\\?q=${fold(word)}$`));
    const result = page.getByRole('link', { name: post.title });
    await expect(result).toHaveAttribute('href', localized(lang, `/blogs/${post.slug}`));
    await expect(result.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await result.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search: the form on the 404 page searches and answers in the page language', async ({
    page,
  }) => {
    const { post, word } = await postAndWord('en');
    await page.goto('/en/no-such-page');
    await page.getByRole('searchbox', { name: t('en').search.label }).fill(word);
    await page.getByRole('button', { name: t('en').search.submit }).click();
    await expect(page).toHaveURL(/\/en\/buscar\?q=/);
    await expect(page.getByRole('link', { name: post.title })).toBeVisible();
  });
});
