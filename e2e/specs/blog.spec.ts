import { cmsApi, expect, LANGS, localized, t, test } from '../support/fixtures';

async function slugs(locale: string): Promise<string[]> {
  const response = await cmsApi(
    `/api/blogs?locale=${locale}&fields[0]=slug&pagination[pageSize]=100`,
  );
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  return body.data.map((post) => post.slug);
}

for (const lang of LANGS) {
  test(`blog (${lang}): the list leads to a post with its title, date and author`, async ({
    page,
  }) => {
    await page.goto(localized(lang, '/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstPost = page.getByRole('main').getByRole('article').first();
    const title = (await firstPost.getByRole('heading').first().innerText()).trim();
    await firstPost.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/blogs/')}[a-z0-9-]+$`));
    await expect(page.locator('time').first()).toBeVisible();
  });

  test(`blog (${lang}): an unknown post answers 404 with "Blog no encontrado" and a way back`, async ({
    page,
  }) => {
    const response = await page.goto(localized(lang, '/blogs/no-existe-este-articulo'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang).blog.notFoundTitle);
    await expect(page.getByText(t(lang).blog.notFoundMessage)).toBeVisible();
    await page.getByRole('link', { name: t(lang).blog.backToBlog }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/blog')}$`));
  });
}

test('blog: a post without English shows the Spanish text with the notice under /en', async ({
  page,
}) => {
  const english = new Set(await slugs('en'));
  const spanishOnly = (await slugs('es')).find((slug) => !english.has(slug));
  expect(spanishOnly, 'the seed has a Spanish-only post').toBeTruthy();
  const response = await page.goto(`/en/blogs/${spanishOnly}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Contenido no disponible en inglés aún')).toBeVisible();
  await expect(page.locator('article [lang="es"]').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blogs/${spanishOnly}$`),
  );
});
