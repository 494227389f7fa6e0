/** Every page route of docs/product.md §2, as Spanish paths; each also exists under /en. */
import {
  CODE_PAGE_PATHS,
  MAIN_PAGE_SLUGS,
  OTHER_PAGE_SLUGS,
  SERVICE_DETAIL_SLUGS,
} from '@brilla/types';

export const FRAMED_ROUTES = [
  ...[...MAIN_PAGE_SLUGS, ...SERVICE_DETAIL_SLUGS, ...OTHER_PAGE_SLUGS].map((slug) => `/${slug}`),
  ...CODE_PAGE_PATHS,
];

/** Campaign landing variants: rendered without the navigation and footer links. */
export const UNFRAMED_ROUTES = MAIN_PAGE_SLUGS.map((slug) => `/single/${slug}`);

export const SERVICE_DETAIL_TITLES_EN = [
  'SEO Marketing',
  'Social Marketing',
  'Content Marketing',
  'Pay Per Click',
  'Travel Guide',
  'HR Staffing Agency',
  'Insurance Policy',
  'Real Estate',
  'Startup Agency',
];

export const MAIN_PAGES = [
  '/inicio',
  '/nosotros',
  '/nuestra-agencia',
  '/calculadora',
  '/blog',
  '/contactanos',
];
