import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
} from 'react-router';
import { RootErrorPage } from '~/components/layout/root-error-page';
import { useVisitBeacon } from '~/features/visits/use-visit-beacon';
import { loadDictionary } from '~/i18n/dictionaries';
import { languageFromPath } from '~/i18n/language';
import { LanguageProvider } from '~/i18n/language-context';
import { orUnavailable } from '~/lib/cms-guard.server';
import { contentReader, contentStamp, readSiteSetting } from '~/lib/content.server';
import { env } from '~/lib/env.server';
import { stylesheetUrl } from '~/lib/full-stylesheet';
import { InlineStyles } from '~/lib/inline-css';
import type { RootData } from '~/lib/root-data';
import { cachedRouteData } from '~/lib/route-cache';
import { useAnimateOnScroll } from '~/lib/use-animate-on-scroll';
import { manifestPath, THEME_COLOR } from '~/lib/web-manifest';
import type { Route } from './+types/root';
import fontUrl from './fonts/inter-latin1-wght400-800.woff2?url';

export const links: Route.LinksFunction = () => [
  // Raster icons only: the browser decodes a page's icon in the page's own process, and an SVG
  // icon is a whole document built on its main thread (16 ms here, a 10× phone's 160 ms task
  // during the load; decision 035). public/favicon.svg stays the drawing the PNGs come from.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // In the cache before a visitor's first act applies it (lib/full-stylesheet.ts).
  { rel: 'prefetch', href: stylesheetUrl, as: 'style' },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const lang = languageFromPath(new URL(request.url).pathname);
  const { setting } = await orUnavailable(readSiteSetting(contentReader(context), lang));
  return {
    lang,
    siteUrl: env().siteUrl,
    year: new Date().getFullYear(),
    setting,
    preview: context.preview?.status ?? null,
    ...contentStamp(),
  };
}

/**
 * A navigation into the other language needs its dictionary before it renders (the first load
 * brought the page's language only) and the root data of that language (site settings).
 */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  const lang = languageFromPath(new URL(args.request.url).pathname);
  const [data] = await Promise.all([cachedRouteData(args, `root-${lang}`), loadDictionary(lang)]);
  return data;
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);
  // `<html data-hydrated>`: the page's scripts run from here on (the end-to-end journeys wait
  // for it before using what needs them; first paint comes earlier, decision 035).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="manifest" href={manifestPath(lang)} />
        <InlineStyles />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-ink antialiased">
        <LanguageProvider>{children}</LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useAnimateOnScroll();
  // The site's own visit counting: never in a preview (decision 049).
  useVisitBeacon(useLoaderData<typeof loader>().preview === null);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorPage error={error} />;
}
