import Parser from 'rss-parser';
import { expect, LANGS, localized, t, test } from '../support/fixtures';

for (const lang of LANGS) {
  test(`blog (${lang}): the list's head names its language's feed, whose first post opens`, async ({
    page,
  }) => {
    await page.goto(localized(lang, '/blog'));
    const link = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(link).toHaveAttribute('href', localized(lang, '/blog/feed.xml'));
    const response = await page.request.get(localized(lang, '/blog/feed.xml'));
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await new Parser().parseString(await response.text());
    expect(feed.language).toBe(lang);
    const [first] = feed.items;
    expect(first?.link, 'the seed has a post in each language').toMatch(
      new RegExp(`^https?://[^/]+${localized(lang, '/blogs/')}[a-z0-9-]+$`),
    );
    await page.goto(new URL(first?.link ?? '').pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
  });

  test(`blog (${lang}): a post offers its own address to the networks`, async ({ page }) => {
    await page.goto(localized(lang, '/blog-details'));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const share = page.getByRole('region', { name: t(lang).share.title });
    const x = share.getByRole('link', { name: t(lang).share.on.replace('{{network}}', 'X') });
    const href = new URL((await x.getAttribute('href')) ?? '');
    expect([href.origin, href.searchParams.get('url')]).toEqual(['https://x.com', canonical]);
    await expect(share.getByRole('link')).toHaveCount(4);
  });
}

test('blog: copy link puts the post address on the clipboard and says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/blog-details');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.getByRole('button', { name: t('es').share.copy }).click();
  await expect(page.getByText(t('es').share.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
});

test('site: each language names its web app manifest, whose icons load', async ({ page }) => {
  for (const lang of LANGS) {
    await page.goto(localized(lang, '/inicio'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(localized(lang, '/manifest.webmanifest'));
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      start_url: string;
      lang: string;
      icons: Array<{ src: string }>;
    };
    expect([manifest.start_url, manifest.lang]).toEqual([localized(lang, '/inicio'), lang]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([
        icon.src,
        200,
        'image/png',
      ]);
    }
  }
});
