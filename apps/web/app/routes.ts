import { VISIT_PATH } from '@brilla/validation';
import {
  index,
  layout,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';

type Lang = 'es' | 'en';

/** Every route once unprefixed (Spanish) and once under `/en`; the URL decides the language. */
function languageRoutes(lang: Lang): RouteConfigEntry[] {
  const at = (path: string) => (lang === 'es' ? path : `en/${path}`);
  const id = (name: string) => `${lang}/${name}`;
  return [
    layout('routes/framed-layout.tsx', { id: id('framed') }, [
      route(at('blog'), 'features/blog/blog-list-route.tsx', { id: id('blog') }),
      route(at('blog2'), 'features/blog/blog-list-route.tsx', { id: id('blog2') }),
      route(at('blogs/:id'), 'features/blog/blog-detail-route.tsx', { id: id('blogs') }),
      route(at('blog/categoria/:slug'), 'features/blog/blog-category-route.tsx', {
        id: id('blog-category'),
      }),
      route(at('blog-details'), 'features/blog/blog-latest-route.tsx', { id: id('blog-details') }),
      route(at('blog-details-left'), 'features/blog/blog-latest-route.tsx', {
        id: id('blog-details-left'),
      }),
      route(at('blog-details-right'), 'features/blog/blog-latest-route.tsx', {
        id: id('blog-details-right'),
      }),
      route(at('sitemap'), 'routes/sitemap-page.tsx', { id: id('sitemap') }),
      route(at('buscar'), 'features/search/search-route.tsx', { id: id('search') }),
      route(at('error'), 'routes/not-found.tsx', { id: id('error') }),
      // Every CMS page, the seeded ones included, at its slug (the loader reads it from the path);
      // no such page → 404 inside the frame. One route, not one per page: the browser ranks every
      // route on each match (decision 073).
      route(at('*'), 'routes/page.tsx', { id: id('page') }),
    ]),
    layout('routes/unframed-layout.tsx', { id: id('unframed') }, [
      route(at('single/*'), 'routes/page.tsx', { id: id('single') }),
    ]),
  ];
}

export default [
  index('routes/root-redirect.tsx'),
  route('en', 'routes/root-redirect.tsx', { id: 'en/root-redirect' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('manifest.webmanifest', 'routes/web-manifest-route.ts', { id: 'es/manifest' }),
  route('en/manifest.webmanifest', 'routes/web-manifest-route.ts', { id: 'en/manifest' }),
  route('blog/feed.xml', 'features/blog/blog-feed-route.ts', { id: 'es/blog-feed' }),
  route('en/blog/feed.xml', 'features/blog/blog-feed-route.ts', { id: 'en/blog-feed' }),
  route(VISIT_PATH.slice(1), 'features/visits/visit-route.ts'),
  route('webhooks/cms', 'features/publish/cms-webhook-route.ts'),
  route('api/preview', 'features/preview/preview-route.ts'),
  route('api/preview/exit', 'features/preview/exit-route.ts'),
  ...languageRoutes('es'),
  ...languageRoutes('en'),
] satisfies RouteConfig;
