import { dictionaries } from '@brilla/i18n';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../tests/helpers/fake-strapi';
import { defaultMenus, fillEmptyMenus } from './menus';

describe('defaultMenus', () => {
  it("labels the specification's items with the dictionaries' words, contact as the button", () => {
    expect(defaultMenus('es').headerMenu).toEqual([
      { label: 'Inicio', target: '/inicio', highlight: false },
      { label: 'Calculadora', target: '/calculadora', highlight: false },
      { label: 'Nosotros', target: '/nosotros', highlight: false },
      { label: 'Nuestra agencia', target: '/nuestra-agencia', highlight: false },
      { label: 'Blog', target: '/blog', highlight: false },
      { label: 'Contáctanos', target: '/contactanos', highlight: true },
    ]);
    expect(defaultMenus('en').footerLinks.map((link) => link.label)).toEqual(
      Object.values(dictionaries.en.footer.links),
    );
    expect(defaultMenus('en').headerMenu.map((link) => link.label)).toEqual([
      'Home',
      'Calculator',
      'About Us',
      'Our Agency',
      'Blog',
      'Contact Us',
    ]);
  });
});

type Row = Record<string, unknown>;

/** A Strapi with one site setting per language and the given published pages. */
function stubStrapi(settings: Record<string, Row | null>, pages: string[]) {
  const updates: Row[] = [];
  const warnings: string[] = [];
  const strapi = fakeStrapi({
    documents: () => ({
      findFirst: async ({ locale }: Row) => settings[locale as string] ?? null,
      update: async (params: Row) => {
        updates.push(params);
        return params;
      },
    }),
    db: {
      query: (uid: string) => ({
        findMany: async ({ where }: { where: { slug: { $in: string[] } } }) =>
          uid === 'api::page.page'
            ? where.slug.$in.filter((slug) => pages.includes(slug)).map((slug) => ({ slug }))
            : [],
      }),
    },
    log: { warn: (message: string) => warnings.push(message) },
  });
  return { strapi, updates, warnings };
}

describe('fillEmptyMenus', () => {
  const allPages = ['inicio', 'calculadora', 'nosotros', 'nuestra-agencia', 'contactanos'];

  it("fills only the empty menus and leaves an editor's menu as it is", async () => {
    const { strapi, updates } = stubStrapi(
      {
        es: {
          documentId: 'site',
          headerMenu: [{ label: 'Blog', target: '/blog' }],
          footerLinks: [],
        },
        en: { documentId: 'site', headerMenu: [], footerLinks: [] },
      },
      allPages,
    );
    expect(await fillEmptyMenus(strapi)).toBe(2);
    expect(updates).toEqual([
      { documentId: 'site', locale: 'es', data: { footerLinks: defaultMenus('es').footerLinks } },
      { documentId: 'site', locale: 'en', data: defaultMenus('en') },
    ]);
  });

  it('changes nothing when both menus are filled or the setting does not exist', async () => {
    const full = { documentId: 'site', headerMenu: [{}], footerLinks: [{}] };
    const { strapi, updates } = stubStrapi({ es: full, en: null }, allPages);
    expect(await fillEmptyMenus(strapi)).toBe(0);
    expect(updates).toEqual([]);
  });

  it('leaves out, with a warning, the links to pages an editor deleted', async () => {
    const { strapi, updates, warnings } = stubStrapi(
      { es: { documentId: 'site', headerMenu: null, footerLinks: null }, en: null },
      ['inicio', 'contactanos'],
    );
    await fillEmptyMenus(strapi);
    const data = updates[0]?.data as ReturnType<typeof defaultMenus>;
    expect(data.headerMenu.map((link) => link.target)).toEqual([
      '/inicio',
      '/blog',
      '/contactanos',
    ]);
    expect(warnings).toHaveLength(6);
    expect(warnings[0]).toMatch(/"Calculadora" \(header menu, link 2\) points to \/calculadora/);
  });
});
