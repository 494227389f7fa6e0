import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { CmsError } from '~/lib/cms-error';
import { errorMeta } from '~/lib/error-meta';
import { languageFromPath, stripLanguage } from '~/lib/language';
import { createLoaderQueries, dehydrate } from '~/lib/loader-query.server';
import { shouldRevalidateContent } from '~/lib/revalidation';
import type { Route } from './+types/blog-latest-route';
import { BlogArticle, type SidebarPosition } from './blog-article';
import { blogMeta } from './blog-meta';
import { latestBlogSlug, loadBlog } from './load-blog.server';

const SIDEBARS: Record<string, SidebarPosition> = {
  '/blog-details': 'none',
  '/blog-details-left': 'left',
  '/blog-details-right': 'right',
};

/** `/blog-details`, `-left`, `-right`: the newest post, without sidebar or with it left/right. */
export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  return blogMeta(args, args.loaderData);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = languageFromPath(pathname);
  const sidebar = SIDEBARS[stripLanguage(pathname)] ?? 'none';
  const queries = createLoaderQueries(context);
  let slug: string | null;
  try {
    slug = await latestBlogSlug(queries, lang);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message} (latest blog)`);
    return data(
      {
        slug: '',
        sidebar,
        failed: true,
        spanishOnly: false,
        dehydratedState: dehydrate(queries.client),
      },
      { status: 503 },
    );
  }
  if (!slug) throw data({ kind: 'blog' }, { status: 404 });
  const result = await loadBlog(request, queries, lang, slug);
  return data(
    { ...result, sidebar, dehydratedState: dehydrate(queries.client) },
    { status: result.failed ? 503 : 200 },
  );
}

export const shouldRevalidate = shouldRevalidateContent;

export default function BlogLatestRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlogArticle slug={loaderData.slug} sidebar={loaderData.sidebar} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
