import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import { BlockList } from '~/blocks/block-list';
import { prefetchBlockData } from '~/blocks/prefetch.server';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { FallbackNotice } from '~/components/ui/fallback-notice';
import { PageHeader } from '~/components/ui/page-header';
import { useLanguage } from '~/i18n/language-context';
import { orUnavailable } from '~/lib/cms-guard.server';
import { contactHttpStatus, handleContactAction } from '~/lib/contact-action.server';
import { errorMeta } from '~/lib/error-meta';
import { languageFromPath, stripLanguage } from '~/lib/language';
import { clientIpFrom } from '~/lib/load-context';
import { createLoaderQueryClient, dehydrate } from '~/lib/loader-query.server';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateContent } from '~/lib/revalidation';
import { fromCmsSeo } from '~/lib/seo';
import { slugFromPath } from '~/lib/site-paths';
import { pageQuery } from '~/queries/page';
import { useLoadedQuery } from '~/queries/use-loaded-query';
import type { Route } from './+types/page';

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  const { seo, title, fallback, slug } = args.loaderData;
  const root = args.matches.find((match) => match?.id === 'root');
  const siteName = (root?.loaderData as { seo?: { siteName?: string } } | undefined)?.seo?.siteName;
  return pageMeta(args, {
    ...fromCmsSeo(seo),
    title: seo?.metaTitle ?? `${title} | ${siteName ?? 'Brilla Talent'}`,
    path: `/${slug}`,
    spanishFallback: fallback,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = languageFromPath(pathname);
  const slug = slugFromPath(stripLanguage(pathname));
  const client = createLoaderQueryClient();
  const { page, fallback } = await orUnavailable(
    client.ensureQueryData(pageQuery(lang, slug)),
    slug,
  );
  if (!page) throw data({ kind: 'page' }, { status: 404 });
  await prefetchBlockData(client, page.blocks, lang);
  return {
    slug,
    title: page.title,
    seo: page.seo,
    framed: page.framed,
    fallback,
    dehydratedState: dehydrate(client),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleContactAction(request, clientIpFrom(context));
  return data(result, { status: contactHttpStatus(result) });
}

export const shouldRevalidate = shouldRevalidateContent;

function PageContent({ slug }: { slug: string }) {
  const { language } = useLanguage();
  const result = useLoadedQuery(pageQuery(language, slug));
  if (!result?.page) return null;
  const { page, fallback } = result;
  const startsWithHero = page.blocks[0]?.__component === 'blocks.hero';
  return (
    <div lang={fallback ? 'es' : undefined}>
      {startsWithHero ? null : <PageHeader title={page.title} />}
      <BlockList blocks={page.blocks.slice(0, startsWithHero ? 1 : 0)} />
      {fallback ? <FallbackNotice /> : null}
      <BlockList
        blocks={page.blocks.slice(startsWithHero ? 1 : 0)}
        offset={startsWithHero ? 1 : 0}
      />
    </div>
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
