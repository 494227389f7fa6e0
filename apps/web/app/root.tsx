import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from 'react-router';
import { RootErrorPage } from '~/components/layout/root-error-page';
import { loadDictionary } from '~/i18n/dictionaries';
import { LanguageProvider } from '~/i18n/language-context';
import { orUnavailable } from '~/lib/cms-guard.server';
import { env } from '~/lib/env.server';
import { InlineStyles } from '~/lib/inline-css';
import { languageFromPath } from '~/lib/language';
import { createLoaderQueries, dehydrate } from '~/lib/loader-query.server';
import { createBrowserQueryClient } from '~/lib/query-client';
import type { RootData } from '~/lib/root-data';
import { useAnimateOnScroll } from '~/lib/use-animate-on-scroll';
import { siteSettingQuery } from '~/queries/site-setting';
import type { Route } from './+types/root';
import fontUrl from './fonts/inter-latin1-wght400-800.woff2?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const lang = languageFromPath(new URL(request.url).pathname);
  const { client, cms } = createLoaderQueries(context);
  // The site settings reach the frame and the head tags through the dehydrated state only.
  await orUnavailable(client.ensureQueryData(siteSettingQuery(cms, lang)));
  return {
    lang,
    siteUrl: env().siteUrl,
    year: new Date().getFullYear(),
    dehydratedState: dehydrate(client),
    preview: context.preview?.status ?? null,
  };
}

/**
 * A navigation into the other language needs its dictionary before it renders (the first load
 * brought the page's language only) and the root data of that language (site settings).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    loadDictionary(languageFromPath(new URL(request.url).pathname)),
  ]);
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
        <meta name="theme-color" content="#7D1ED2" />
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

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createBrowserQueryClient);
  useAnimateOnScroll();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={loaderData.dehydratedState}>
        <Outlet />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorPage error={error} />;
}
