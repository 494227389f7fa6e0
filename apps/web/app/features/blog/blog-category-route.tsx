import { blogCategoryPath } from '@brilla/types';
import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { FallbackNotice } from '~/components/ui/fallback-notice';
import { LoadError } from '~/components/ui/load-error';
import { PageHeader } from '~/components/ui/page-header';
import { notFound } from '~/features/redirects/redirects.server';
import { languageFromPath } from '~/i18n/language';
import { textOf } from '~/i18n/translator';
import { useT } from '~/i18n/use-t';
import { CmsError } from '~/lib/cms-error';
import { contentReader, contentStamp } from '~/lib/content.server';
import { errorMeta } from '~/lib/error-meta';
import { keepOnServer } from '~/lib/kept.server';
import { pageMeta } from '~/lib/page-meta';
import { shouldRevalidateOnGet } from '~/lib/revalidation';
import { rootDataFrom, rootSetting, siteName } from '~/lib/root-data';
import { cachedRouteData } from '~/lib/route-cache';
import type { Route } from './+types/blog-category-route';
import { CategoryNav } from './blog-categories';
import { readBlogList, readCategories, readCategory } from './blog-content.server';
import { feedLink } from './blog-feed-link';
import { PAGE_SIZE, PostList, requestedPage } from './post-list';

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  const lang = languageFromPath(args.location.pathname);
  const { category, page, slug } = args.loaderData;
  const path = blogCategoryPath(slug);
  if (!category) return pageMeta(args, { noindex: true, path });
  const name = siteName(rootSetting(rootDataFrom(args.matches)));
  return [
    ...pageMeta(args, {
      title: `${category.name} · ${textOf(lang, 'blog.title')} | ${name}`,
      description:
        category.description || textOf(lang, 'blog.categoryIntro', { name: category.name }),
      path: page > 1 ? `${path}?page=${page}` : path,
    }),
    feedLink(lang),
  ];
};

/**
 * `/blog/categoria/<slug>`: the category's posts, newest first, paged like the blog (`?page=n`);
 * an unknown category, or a page past the last, is a 404. English shows the category's English
 * name (its Spanish one until it has one) and each post in English where it has a version.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const slug = params.slug;
  const page = requestedPage(url);
  if (!SLUG_PATTERN.test(slug) || page === null) return notFound(request, { kind: 'page' });
  const cms = contentReader(context);
  const categories = readCategories(cms, lang).catch(() => []);
  try {
    const [{ category, fallback }, list] = await Promise.all([
      readCategory(cms, lang, slug),
      readBlogList(cms, lang, page, PAGE_SIZE, slug),
    ]);
    if (!category) return notFound(request, { kind: 'page' });
    if (page > Math.max(1, list.pagination.pageCount))
      throw data({ kind: 'page' }, { status: 404 });
    const { name, description } = category;
    return data({
      slug,
      page,
      category: { name, description },
      fallback,
      categories: await categories,
      // The posts are links only: a document's data carries none of them (`PostList`).
      list: keepOnServer(context, 'blog-list', list),
      ...contentStamp(),
    });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message} (blog category ${slug}, page ${page})`);
  }
  return data(
    {
      slug,
      page,
      category: null,
      fallback: false,
      categories: [],
      list: null,
      ...contentStamp(false),
    },
    { status: 503 },
  );
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedRouteData(args);

export const shouldRevalidate = shouldRevalidateOnGet;

export default function BlogCategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category, fallback, categories, list, slug } = loaderData;
  const t = useT();
  if (!category || !list) {
    return (
      <>
        <PageHeader title={t('blog.title')} />
        <section className="container-page py-16 md:py-20">
          <LoadError message={t('blog.listLoadError')} />
        </section>
      </>
    );
  }
  const textLang = fallback ? 'es' : undefined;
  return (
    <>
      <PageHeader title={category.name} lang={textLang}>
        <p lang={category.description ? textLang : undefined}>
          {category.description || t('blog.categoryIntro', { name: category.name })}
        </p>
      </PageHeader>
      {fallback ? <FallbackNotice /> : null}
      <section className="container-page py-16 md:py-20">
        <CategoryNav categories={categories} current={slug} />
        <PostList
          list={list}
          layout="grid"
          path={blogCategoryPath(slug)}
          empty={t('blog.categoryEmpty')}
        />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
