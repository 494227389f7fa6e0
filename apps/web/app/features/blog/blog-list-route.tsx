import { mirroredPath } from '@brilla/types';
import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { LoadError } from '~/components/ui/load-error';
import { PageHeader } from '~/components/ui/page-header';
import { languageFromPath, stripLanguage } from '~/i18n/language';
import { textOf } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';
import { CmsError } from '~/lib/cms-error';
import { contentReader, contentStamp } from '~/lib/content.server';
import { errorMeta } from '~/lib/error-meta';
import { keepOnServer } from '~/lib/kept.server';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateOnGet } from '~/lib/revalidation';
import { cachedRouteData } from '~/lib/route-cache';
import type { Route } from './+types/blog-list-route';
import { CategoryNav } from './blog-categories';
import { readBlogList, readCategories } from './blog-content.server';
import { feedLink } from './blog-feed-link';
import type { BlogListResult } from './blog-types';
import { PAGE_SIZE, PostList, requestedPage } from './post-list';

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
  const page = requestedPage(url);
  if (page === null) throw data({ kind: 'page' }, { status: 404 });
  const cms = contentReader(context);
  let list: BlogListResult | null = null;
  // The categories are a way through the blog, not the blog: without them it shows no nav.
  const categories = readCategories(cms, lang).catch(() => []);
  try {
    list = await readBlogList(cms, lang, page, PAGE_SIZE);
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
    {
      page,
      path,
      layout,
      list: shown,
      categories: await categories,
      ...contentStamp(list !== null),
    },
    { status: list ? 200 : 503 },
  );
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedRouteData(args);

export const shouldRevalidate = shouldRevalidateOnGet;

export default function BlogListRoute({ loaderData }: Route.ComponentProps) {
  const { list, layout, path, categories } = loaderData;
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
          <>
            <CategoryNav categories={categories} />
            <PostList list={list} layout={layout} path={path} empty={t('blog.empty')} />
          </>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
