import { data } from 'react-router';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { languageFromPath, stripLanguage } from '~/i18n/language';
import { CmsError } from '~/lib/cms-error';
import { contentReader } from '~/lib/content.server';
import { errorMeta } from '~/lib/error-meta';
import { shouldRevalidateContent } from '~/lib/revalidation';
import { cachedRouteData } from '~/lib/route-cache';
import type { Route } from './+types/blog-latest-route';
import { BlogArticle, type SidebarPosition } from './blog-article';
import { blogMeta } from './blog-meta';
import { blogRouteData, latestBlogSlug, loadBlog } from './load-blog.server';

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
  const cms = contentReader(context);
  let slug: string | null;
  try {
    slug = await latestBlogSlug(cms, lang);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message} (latest blog)`);
    const failed = { slug: '', failed: true, spanishOnly: false } as const;
    return data({ ...blogRouteData(context, failed), sidebar }, { status: 503 });
  }
  if (!slug) throw data({ kind: 'blog' }, { status: 404 });
  const result = await loadBlog(request, cms, lang, slug);
  return data(
    { ...blogRouteData(context, result), sidebar },
    { status: result.failed ? 503 : 200 },
  );
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedRouteData(args);

export const shouldRevalidate = shouldRevalidateContent;

export default function BlogLatestRoute({ loaderData }: Route.ComponentProps) {
  return <BlogArticle load={loaderData} sidebar={loaderData.sidebar} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
