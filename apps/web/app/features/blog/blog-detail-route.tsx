import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { languageFromPath } from '~/i18n/language';
import { contentReader } from '~/lib/content.server';
import { errorMeta } from '~/lib/error-meta';
import { shouldRevalidateContent } from '~/lib/revalidation';
import { cachedRouteData } from '~/lib/route-cache';
import type { Route } from './+types/blog-detail-route';
import { BlogArticle } from './blog-article';
import { blogMeta } from './blog-meta';
import { blogRouteData, loadBlog } from './load-blog.server';

export const meta: Route.MetaFunction = (args) => {
  if (args.error || !args.loaderData) return errorMeta(args.error, args.location.pathname);
  return blogMeta(args, args.loaderData);
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  const result = await loadBlog(request, contentReader(context), lang, params.id);
  return data(blogRouteData(context, result), { status: result.failed ? 503 : 200 });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedRouteData(args);

export const shouldRevalidate = shouldRevalidateContent;

export default function BlogDetailRoute({ loaderData }: Route.ComponentProps) {
  return <BlogArticle load={loaderData} sidebar="right" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
