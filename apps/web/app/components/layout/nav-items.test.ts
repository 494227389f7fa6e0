import { DEFAULT_HEADER_MENU, type SiteSetting } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { dictionaryTranslator } from '~/i18n/translator';
import { buildSiteSetting } from '../../../test/mocks/factories';
import { isNavActive, siteMenus } from './nav-items';

const active = (bare: string) =>
  DEFAULT_HEADER_MENU.filter((item) => isNavActive(item.target, bare)).map((item) => item.target);

describe('active navigation item (docs/product.md §2)', () => {
  it.each<[string, string[]]>([
    ['/', ['/inicio']],
    ['/home', ['/inicio']],
    ['/inicio', ['/inicio']],
    ['/calculadora', ['/calculadora']],
    ['/nosotros', ['/nosotros']],
    ['/nuestra-agencia', ['/nuestra-agencia']],
    ['/blog', ['/blog']],
    ['/blogs/guia', ['/blog']],
    ['/blog-details-left', ['/blog']],
    ['/contactanos', ['/contactanos']],
    ['/faq', []],
  ])('%s → %j', (bare, targets) => {
    expect(active(bare)).toEqual(targets);
  });

  it('treats / and /home targets as home and never marks a web address', () => {
    expect(isNavActive('/', '/home')).toBe(true);
    expect(isNavActive('/home', '/inicio')).toBe(true);
    expect(isNavActive('/', '/faq')).toBe(false);
    expect(isNavActive('https://example.com/faq', '/faq')).toBe(false);
  });
});

const labels = (setting: SiteSetting | null, language: 'es' | 'en' = 'es') => {
  const menus = siteMenus(setting, language, dictionaryTranslator(language));
  return {
    header: menus.header.map((link) => `${link.label} ${link.target}${link.highlight ? ' *' : ''}`),
    footer: menus.footer.map((link) => `${link.label} ${link.target}`),
  };
};

describe('siteMenus', () => {
  it("follows the settings' labels and order", () => {
    const setting = buildSiteSetting({
      headerMenu: [
        { label: 'Escríbenos', target: '/contactanos', highlight: true },
        { label: 'Artículos', target: '/blog', highlight: false },
      ],
      footerLinks: [{ label: 'TikTok', target: 'https://www.tiktok.com/@brilla' }],
    });
    expect(labels(setting)).toEqual({
      header: ['Escríbenos /contactanos *', 'Artículos /blog'],
      footer: ['TikTok https://www.tiktok.com/@brilla'],
    });
  });

  it("falls back to the specification's menus, per menu, when the settings have none", () => {
    const older = buildSiteSetting({ locale: 'en' });
    delete older.headerMenu;
    delete older.footerLinks;
    expect(labels(older, 'en').header).toEqual([
      'Home /inicio',
      'Calculator /calculadora',
      'About Us /nosotros',
      'Our Agency /nuestra-agencia',
      'Blog /blog',
      'Contact Us /contactanos *',
    ]);
    expect(labels(null).footer[3]).toBe('Nuestra agencia /nuestra-agencia');
    const headerOnly = buildSiteSetting({
      headerMenu: [{ label: 'Blog', target: '/blog', highlight: false }],
      footerLinks: [],
    });
    expect(labels(headerOnly).header).toEqual(['Blog /blog']);
    expect(labels(headerOnly).footer).toHaveLength(6);
  });

  it('uses the dictionaries on an English page showing the Spanish settings', () => {
    const spanish = buildSiteSetting({
      locale: 'es',
      headerMenu: [{ label: 'Artículos', target: '/blog', highlight: false }],
    });
    expect(labels(spanish, 'en').header[0]).toBe('Home /inicio');
  });

  it('drops targets that are neither site paths nor web addresses', () => {
    const setting = buildSiteSetting({
      footerLinks: [
        { label: 'Mal', target: 'javascript:alert(1)' },
        { label: 'Fuera', target: '//evil.example' },
        { label: 'Blog', target: '/blog' },
      ],
    });
    expect(labels(setting).footer).toEqual(['Blog /blog']);
  });
});
