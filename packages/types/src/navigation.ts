import { HOME_PATH } from './routes.js';

/**
 * The specification's menus (docs/product.md §2), used by the CMS seed and by the web when the
 * site settings bring none. Targets are Spanish site paths; labels are i18n dictionary keys, so
 * both read the same text.
 */
export type DefaultMenuItem = { labelKey: string; target: string; highlight?: boolean };

/** Header: every item in the menu, contact as the highlighted button. */
export const DEFAULT_HEADER_MENU: readonly DefaultMenuItem[] = [
  { labelKey: 'nav.home', target: HOME_PATH },
  { labelKey: 'nav.calculator', target: '/calculadora' },
  { labelKey: 'nav.about', target: '/nosotros' },
  { labelKey: 'nav.ourAgency', target: '/nuestra-agencia' },
  { labelKey: 'nav.blog', target: '/blog' },
  { labelKey: 'nav.contact', target: '/contactanos', highlight: true },
];

/** Footer's quick links. */
export const DEFAULT_FOOTER_LINKS: readonly DefaultMenuItem[] = [
  { labelKey: 'footer.links.home', target: HOME_PATH },
  { labelKey: 'footer.links.calculator', target: '/calculadora' },
  { labelKey: 'footer.links.about', target: '/nosotros' },
  { labelKey: 'footer.links.agency', target: '/nuestra-agencia' },
  { labelKey: 'footer.links.blog', target: '/blog' },
  { labelKey: 'footer.links.contact', target: '/contactanos' },
];
