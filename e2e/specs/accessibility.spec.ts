import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, LANGS, localized, t, test } from '../support/fixtures';

/**
 * One page of each type: framed pages, the landing variant, blog list/post/category, forms,
 * search, 404.
 */
const PAGE_TYPES: Array<[string, string]> = [
  ['home', '/inicio'],
  ['main page', '/nosotros'],
  ['service detail', '/single-service/details1'],
  ['calculator', '/calculadora'],
  ['contact form', '/contactanos'],
  ['privacy policy', '/privacy'],
  ['blog list', '/blog'],
  ['blog post', '/blog-details'],
  ['blog category', '/blog/categoria/streaming-en-vivo'],
  ['sitemap', '/sitemap'],
  ['search results', '/buscar?q=tiktok'],
  ['landing (unframed)', '/single/inicio'],
  ['not found', '/no-existe-esta-pagina'],
];

/**
 * Every axe rule, experimental ones included (label-content-name-mismatch is one of them), from
 * the axe-core that @axe-core/playwright injects (read through it: the same version).
 */
const require = createRequire(import.meta.url);
const axe = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as {
  getRules: () => Array<{ ruleId: string }>;
};
const ALL_RULES = axe.getRules().map((rule) => rule.ruleId);

for (const lang of LANGS) {
  for (const [type, esPath] of PAGE_TYPES) {
    test(`${type} (${lang}) passes every axe rule, experimental ones included`, async ({
      page,
    }) => {
      await page.goto(localized(lang, esPath));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withRules(ALL_RULES).analyze();
      const found = violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(found, `${esPath} (${lang})`).toEqual([]);
    });
  }

  test(`the header and the contact form work by keyboard alone (${lang})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop header; the panel has its own journey');
    const text = t(lang);
    await page.goto(localized(lang, '/inicio'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text.nav.skipToContent })).toBeFocused();

    const about = page
      .getByRole('navigation', { name: text.nav.main })
      .getByRole('link', { name: text.nav.about });
    for (let i = 0; i < 15 && !(await about.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localized(lang, '/nosotros')}$`));

    await page.goto(localized(lang, '/contactanos'));
    const name = page.getByLabel(text.contact.name);
    await name.focus();
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(text.contact.email)).toBeFocused();
    await page.keyboard.type('no-valido');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(text.contact.message)).toBeFocused();
    await page.keyboard.type('corto');
    await page.keyboard.press('Enter'); // a newline in the textarea, not a submit
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(text.contact.interest.label)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: text.contact.submit })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(text.contact.errors.emailInvalid)).toBeVisible();
  });
}
