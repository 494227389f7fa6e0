import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { errorMeta } from '~/lib/error-meta';
import { languageFromPath } from '~/lib/language';
import { createLoaderQueries, dehydrate } from '~/lib/loader-query.server';
import { shouldRevalidateContent } from '~/lib/revalidation';
import type { Route } from './+types/blog-detail-route';
import { BlogArticle } from './blog-article';
import { blogMeta } from './blog-meta';
import { loadBlog } from './load-blog.server';

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  return blogMeta(args, args.loaderData);
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const queries = createLoaderQueries(context);
  const result = await loadBlog(request, queries, lang, params.id);
  return data(
    { ...result, dehydratedState: dehydrate(queries.client) },
    { status: result.failed ? 503 : 200 },
  );
}

export const shouldRevalidate = shouldRevalidateContent;

export default function BlogDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlogArticle slug={loaderData.slug} sidebar="right" />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
