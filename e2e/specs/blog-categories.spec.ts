import Parser from 'rss-parser';
import { expect, LANGS, localized, screenshot, t, test } from '../support/fixtures';

/** The seed's category of the first month, the dance shows and the creator's wellbeing posts. */
const STREAMING = { slug: 'streaming-en-vivo', es: 'Streaming en vivo', en: 'Live streaming' };

for (const lang of LANGS) {
  test(`blog categories (${lang}): from the blog to a category, one of its posts and its related posts`, async ({
    page,
  }, testInfo) => {
    const text = t(lang);
    const name = STREAMING[lang];
    const categoryPath = localized(lang, `/blog/categoria/${STREAMING.slug}`);
    await page.goto(localized(lang, '/blog'));
    const nav = page.getByRole('navigation', { name: text.blog.categories });
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${categoryPath}$`),
    );
    const posts = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(posts).toHaveCount(3);
    await screenshot(page, `blog-category-${lang}-${testInfo.project.name}`);
    const first = (await posts.first().textContent())?.trim() ?? '';
    await posts.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    // The post names its category as a link, and ends with the two other posts of it.
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
      'href',
      categoryPath,
    );
    const related = page.getByRole('region', {
      name: text.blog.related.replace('{{name}}', name),
    });
    await expect(related.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(related.getByRole('link', { name: first })).toHaveCount(0);
    await related.scrollIntoViewIfNeeded();
    await screenshot(page, `blog-related-${lang}-${testInfo.project.name}`);
    await related.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  });

  test(`blog categories (${lang}): each feed item carries its category`, async ({ page }) => {
    const response = await page.request.get(localized(lang, '/blog/feed.xml'));
    const feed = await new Parser().parseString(await response.text());
    const categories = feed.items.map(
      (item) => (item.categories as unknown as Array<{ _: string }> | undefined)?.[0]?._,
    );
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((category) => typeof category === 'string' && category !== '')).toBe(
      true,
    );
    expect(categories).toContain(STREAMING[lang]);
  });

  test(`blog categories (${lang}): an unknown category is the 404 page`, async ({ page }) => {
    const response = await page.goto(localized(lang, '/blog/categoria/no-existe'));
    expect(response?.status()).toBe(404);
  });
}
