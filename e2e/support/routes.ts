/** Every page route of SPEC.md §2, as Spanish paths; each also exists under /en. */
const MAIN = [
  'inicio',
  'affiliate-marketing',
  'startups-agency',
  'seo-marketing',
  'digital-marketing',
  'social-marketing',
  'social-media-marketing',
  'startup-agency',
  'advertising-agency',
  'human-resources-agency',
];

export const FRAMED_ROUTES = [
  ...MAIN.map((name) => `/${name}`),
  ...Array.from({ length: 9 }, (_, i) => `/single-service/details${i + 1}`),
  '/nosotros',
  '/nuestra-agencia',
  '/team',
  '/testimonial',
  '/faq',
  '/pricing',
  '/contactanos',
  '/service',
  '/service2',
  '/calculadora',
  '/portfolio-details',
  '/privacy',
  '/blog',
  '/blog2',
  '/blog-details',
  '/blog-details-left',
  '/blog-details-right',
  '/sitemap',
];

/** Campaign landing variants: rendered without the navigation and footer links. */
export const UNFRAMED_ROUTES = MAIN.map((name) => `/single/${name}`);

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
