import { mirroredPath } from '@brilla/types';
import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import { BlockList } from '~/blocks/block-list';
import { prefetchBlockData } from '~/blocks/prefetch.server';
import { preloadBlockCode } from '~/blocks/registry';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { FallbackNotice } from '~/components/ui/fallback-notice';
import { PageHeader } from '~/components/ui/page-header';
import {
  contactHttpHeaders,
  contactHttpStatus,
  contactOutcome,
  handleContactAction,
} from '~/features/contact/contact-action.server';
import { notFound } from '~/features/redirects/redirects.server';
import { ContentLanguageProvider } from '~/i18n/content-language';
import { useLanguage } from '~/i18n/language-context';
import { hasLocalization } from '~/lib/cms.server';
import { orUnavailable } from '~/lib/cms-guard.server';
import { errorMeta } from '~/lib/error-meta';
import { languageFromPath, stripLanguage } from '~/lib/language';
import { createLoaderQueries, dehydrate } from '~/lib/loader-query.server';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateContent } from '~/lib/revalidation';
import { rootDataFrom, rootSetting, siteName } from '~/lib/root-data';
import { fromCmsSeo } from '~/lib/seo';
import { slugFromPath } from '~/lib/site-paths';
import { dehydratedData } from '~/queries/dehydrated';
import { pageQuery } from '~/queries/page';
import { useLoadedQuery } from '~/queries/use-loaded-query';
import type { Route } from './+types/page';

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  const { slug, spanishOnly, dehydratedState } = args.loaderData;
  const lang = languageFromPath(args.location.pathname);
  const page = dehydratedData(dehydratedState, pageQuery(null, lang, slug).queryKey)?.page;
  if (!page) return pageMeta(args, { noindex: true });
  const { seo, title } = page;
  const name = siteName(rootSetting(rootDataFrom(args.matches)));
  return pageMeta(args, {
    ...fromCmsSeo(seo),
    title: seo?.metaTitle ?? `${title} | ${name}`,
    path: mirroredPath(`/${slug}`) ?? `/${slug}`,
    spanishOnly,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = languageFromPath(pathname);
  const slug = slugFromPath(stripLanguage(pathname));
  const queries = createLoaderQueries(context);
  const { client, cms } = queries;
  // A Spanish page checks that its English version exists before the head advertises it.
  const english = lang === 'es' ? hasLocalization('page', slug, 'en').catch(() => true) : null;
  const { page, fallback } = await orUnavailable(
    client.ensureQueryData(pageQuery(cms, lang, slug)),
    slug,
  );
  if (!page) return notFound(request, { kind: 'page' });
  const spanishOnly = english ? !(await english) : fallback;
  // Blocks with code of their own are loaded before render: the server never streams a fallback.
  await Promise.all([prefetchBlockData(queries, page.blocks, lang), preloadBlockCode(page.blocks)]);
  // Title and SEO fields are in the dehydrated page, where meta reads them.
  return { slug, framed: page.framed, spanishOnly, dehydratedState: dehydrate(client) };
}

/** A navigation loads the code of the new page's blocks with its data, so they show at once. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  const lang = languageFromPath(new URL(request.url).pathname);
  const page = dehydratedData(
    loaded.dehydratedState,
    pageQuery(null, lang, loaded.slug).queryKey,
  )?.page;
  await preloadBlockCode(page?.blocks ?? []);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleContactAction(request, context.clientIp);
  context.countContact?.(contactOutcome(result));
  return data(result, { status: contactHttpStatus(result), headers: contactHttpHeaders(result) });
}

/** A rate-limited contact post tells when to come back, to the fetcher as to the page. */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : {};
}

export const shouldRevalidate = shouldRevalidateContent;

function PageContent({ slug }: { slug: string }) {
  const { language } = useLanguage();
  const result = useLoadedQuery(pageQuery(null, language, slug));
  if (!result?.page) return null;
  const { page, fallback } = result;
  const startsWithHero = page.blocks[0]?.__component === 'blocks.hero';
  const contentLang = fallback ? 'es' : undefined;
  return (
    <ContentLanguageProvider lang={contentLang}>
      {startsWithHero ? null : <PageHeader title={page.title} lang={contentLang} />}
      <BlockList blocks={page.blocks.slice(0, startsWithHero ? 1 : 0)} />
      {fallback ? <FallbackNotice /> : null}
      <BlockList
        blocks={page.blocks.slice(startsWithHero ? 1 : 0)}
        offset={startsWithHero ? 1 : 0}
      />
    </ContentLanguageProvider>
  );
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PageContent slug={loaderData.slug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
