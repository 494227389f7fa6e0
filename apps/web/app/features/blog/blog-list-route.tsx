import { mirroredPath } from '@brilla/types';
import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { LoadError } from '~/components/ui/load-error';
import { PageHeader } from '~/components/ui/page-header';
import { useLanguage } from '~/i18n/language-context';
import { textOf } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';
import { errorMeta } from '~/lib/error-meta';
import { languageFromPath, localizePath, stripLanguage } from '~/lib/language';
import { createLoaderQueries, dehydrate } from '~/lib/loader-query.server';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateOnGet } from '~/lib/revalidation';
import { useLoadedQuery } from '~/queries/use-loaded-query';
import type { Route } from './+types/blog-list-route';
import { BlogCard } from './blog-card';
import { blogListQuery } from './blog-queries';
import { Pagination } from './pagination';

const PAGE_SIZE = 9;

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  const lang = languageFromPath(args.location.pathname);
  // `/blog2` repeats `/blog` in another layout: its canonical is the `/blog` page.
  const path = mirroredPath(args.loaderData.path) ?? args.loaderData.path;
  return pageMeta(args, {
    title: `${textOf(lang, 'blog.title')} | Brilla Talent`,
    description: textOf(lang, 'blog.intro'),
    path: args.loaderData.page > 1 ? `${path}?page=${args.loaderData.page}` : path,
  });
};

/**
 * `/blog` (grid) and `/blog2` (list layout); `?page=n` pages through the posts. A page number
 * that is not a page of the list (past the last one, 0, "abc") is a 404, never an empty page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const requested = url.searchParams.get('page');
  if (requested !== null && !/^[1-9]\d{0,3}$/.test(requested))
    throw data({ kind: 'page' }, { status: 404 });
  const page = requested === null ? 1 : Number(requested);
  const { client, cms } = createLoaderQueries(context);
  const query = blogListQuery(cms, lang, page, PAGE_SIZE);
  await client.prefetchQuery(query);
  const list = client.getQueryData(query.queryKey);
  const failed = client.getQueryState(query.queryKey)?.status !== 'success';
  if (failed) console.error(`[web] blog list unavailable (${lang}, page ${page})`);
  if (list && page > Math.max(1, list.pagination.pageCount))
    throw data({ kind: 'page' }, { status: 404 });
  const path = stripLanguage(url.pathname);
  return data(
    { page, path, layout: path === '/blog2' ? 'list' : 'grid', dehydratedState: dehydrate(client) },
    { status: failed ? 503 : 200 },
  );
}

export const shouldRevalidate = shouldRevalidateOnGet;

function BlogListContent({ page, layout, path }: { page: number; layout: string; path: string }) {
  const t = useT();
  const { language } = useLanguage();
  const result = useLoadedQuery(blogListQuery(null, language, page, PAGE_SIZE));
  return (
    <>
      <PageHeader title={t('blog.title')}>
        <p>{t('blog.intro')}</p>
      </PageHeader>
      <section className="container-page py-16 md:py-20">
        {result === undefined ? (
          <LoadError message={t('blog.listLoadError')} />
        ) : result.items.length === 0 ? (
          <p className="text-center text-lg text-muted">{t('blog.empty')}</p>
        ) : (
          <ul
            className={
              layout === 'list'
                ? 'mx-auto flex max-w-4xl flex-col gap-8'
                : 'grid gap-8 md:grid-cols-2 lg:grid-cols-3'
            }
          >
            {result.items.map(({ post, fallback }, index) => (
              <li key={post.documentId} data-animate={index > 2 ? '' : undefined}>
                <BlogCard post={post} fallback={fallback} eager={index === 0} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
        {result ? (
          <Pagination pagination={result.pagination} basePath={localizePath(path, language)} />
        ) : null}
      </section>
    </>
  );
}

export default function BlogListRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlogListContent page={loaderData.page} layout={loaderData.layout} path={loaderData.path} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
