import { mirroredPath } from '@brilla/types';
import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { LoadError } from '~/components/ui/load-error';
import { PageHeader } from '~/components/ui/page-header';
import { ServerHtml } from '~/components/ui/server-html';
import { languageFromPath, localizePath, stripLanguage } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { textOf } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';
import { CmsError } from '~/lib/cms-error';
import { contentReader, contentStamp } from '~/lib/content.server';
import { errorMeta } from '~/lib/error-meta';
import { type Kept, useKept } from '~/lib/kept';
import { keepOnServer } from '~/lib/kept.server';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateOnGet } from '~/lib/revalidation';
import { cachedRouteData } from '~/lib/route-cache';
import type { Route } from './+types/blog-list-route';
import { BlogCard } from './blog-card';
import { readBlogList } from './blog-content.server';
import { feedLink } from './blog-feed-link';
import type { BlogListResult } from './blog-types';
import { Pagination } from './pagination';

const PAGE_SIZE = 9;

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  const lang = languageFromPath(args.location.pathname);
  // `/blog2` repeats `/blog` in another layout: its canonical is the `/blog` page.
  const path = mirroredPath(args.loaderData.path) ?? args.loaderData.path;
  return [
    ...pageMeta(args, {
      title: `${textOf(lang, 'blog.title')} | Brilla Talent`,
      description: textOf(lang, 'blog.intro'),
      path: args.loaderData.page > 1 ? `${path}?page=${args.loaderData.page}` : path,
    }),
    feedLink(lang),
  ];
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
  let list: BlogListResult | null = null;
  try {
    list = await readBlogList(contentReader(context), lang, page, PAGE_SIZE);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message} (blog list, page ${page})`);
  }
  if (list && page > Math.max(1, list.pagination.pageCount))
    throw data({ kind: 'page' }, { status: 404 });
  const path = stripLanguage(url.pathname);
  const layout = path === '/blog2' ? 'list' : 'grid';
  // The posts are links only: a document's data carries none of them (`PostList`).
  const shown = list && keepOnServer(context, 'blog-list', list);
  return data(
    { page, path, layout, list: shown, ...contentStamp(list !== null) },
    { status: list ? 200 : 503 },
  );
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedRouteData(args);

export const shouldRevalidate = shouldRevalidateOnGet;

/** The posts and the pages of the list: links only, so the first load keeps their HTML. */
function PostList({
  list,
  layout,
  path,
}: {
  list: BlogListResult | Kept;
  layout: string;
  path: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  const result = useKept(list);
  return (
    <ServerHtml content={list}>
      {result === null ? null : result.items.length === 0 ? (
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
              <BlogCard
                post={post}
                fallback={fallback}
                eager={index === 0}
                headingLevel="h2"
                wide={layout === 'list'}
              />
            </li>
          ))}
        </ul>
      )}
      {result ? (
        <Pagination pagination={result.pagination} basePath={localizePath(path, language)} />
      ) : null}
    </ServerHtml>
  );
}

export default function BlogListRoute({ loaderData }: Route.ComponentProps) {
  const { list, layout, path } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title={t('blog.title')}>
        <p>{t('blog.intro')}</p>
      </PageHeader>
      <section className="container-page py-16 md:py-20">
        {list === null ? (
          <LoadError message={t('blog.listLoadError')} />
        ) : (
          <PostList list={list} layout={layout} path={path} />
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
