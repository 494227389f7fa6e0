import { mirroredPath } from '@brilla/types';
import { keepBlocks, loadBlocks } from '~/blocks/block-data.server';
import { BlockList } from '~/blocks/block-list';
import { preloadBlockCode } from '~/blocks/registry';
import type { PageBlock } from '~/blocks/types';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { FallbackNotice } from '~/components/ui/fallback-notice';
import { PageHeader } from '~/components/ui/page-header';
import { notFound } from '~/features/redirects/redirects.server';
import { ContentLanguageProvider } from '~/i18n/content-language';
import { languageFromPath, stripLanguage } from '~/i18n/language';
import { hasLocalization } from '~/lib/cms.server';
import { orUnavailable } from '~/lib/cms-guard.server';
import { contentReader, contentStamp, readPage } from '~/lib/content.server';
import { errorMeta } from '~/lib/error-meta';
import { isKept } from '~/lib/kept';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateContent } from '~/lib/revalidation';
import { rootDataFrom, rootSetting, siteName } from '~/lib/root-data';
import { cachedRouteData } from '~/lib/route-cache';
import { fromCmsSeo } from '~/lib/seo';
import { slugFromPath } from '~/lib/site-paths';
import type { Route } from './+types/page';

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  const { slug, spanishOnly, page } = args.loaderData;
  const { seo, title } = page;
  const name = siteName(rootSetting(rootDataFrom(args.matches)));
  return pageMeta(args, {
    ...fromCmsSeo(seo),
    title: seo?.metaTitle ?? `${title} | ${name}`,
    path: mirroredPath(`/${slug}`) ?? `/${slug}`,
    spanishOnly,
  });
};

/**
 * The page entry at the URL's slug and what each of its blocks shows; the blocks' code is loaded
 * before render (the server never streams a fallback).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = languageFromPath(pathname);
  const slug = slugFromPath(stripLanguage(pathname));
  const cms = contentReader(context);
  // A Spanish page checks that its English version exists before the head advertises it.
  const english = lang === 'es' ? hasLocalization('page', slug, 'en').catch(() => true) : null;
  const { page, fallback } = await orUnavailable(readPage(cms, lang, slug), slug);
  if (!page) return notFound(request, { kind: 'page' });
  const [loaded] = await Promise.all([
    loadBlocks(cms, page.blocks, lang),
    preloadBlockCode(page.blocks),
  ]);
  const blocks: PageBlock[] = keepBlocks(context, loaded.blocks);
  return {
    slug,
    framed: page.framed,
    spanishOnly: english ? !(await english) : fallback,
    fallback,
    page: { title: page.title, seo: page.seo, blocks },
    ...contentStamp(loaded.complete),
  };
}

/**
 * A navigation reads through the browser's cache (`route-cache.ts`) and loads the code of the
 * new page's blocks with its data, so they show at once.
 */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  const loaded = await cachedRouteData(args);
  await preloadBlockCode(loaded.page.blocks.flatMap((item) => (isKept(item) ? [] : [item.block])));
  return loaded;
}

export {
  contactAction as action,
  contactHeaders as headers,
} from '~/features/contact/contact-route.server';

export const shouldRevalidate = shouldRevalidateContent;

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { page, fallback } = loaderData;
  const startsWithHero = firstComponent(page.blocks) === 'blocks.hero';
  const contentLang = fallback ? 'es' : undefined;
  const split = startsWithHero ? 1 : 0;
  return (
    <ContentLanguageProvider lang={contentLang}>
      {startsWithHero ? null : <PageHeader title={page.title} lang={contentLang} />}
      <BlockList blocks={page.blocks.slice(0, split)} />
      {fallback ? <FallbackNotice /> : null}
      <BlockList blocks={page.blocks.slice(split)} offset={split} />
    </ContentLanguageProvider>
  );
}

function firstComponent(blocks: PageBlock[]): string | undefined {
  const first = blocks[0];
  if (!first) return undefined;
  return isKept(first) ? first.component : first.block.__component;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
