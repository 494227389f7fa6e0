import type { Language } from '@brilla/i18n';
import { redirect } from 'react-router';
import { notFound } from '~/features/redirects/redirects.server';
import { CmsError, hasLocalization } from '~/lib/cms.server';
import { localizePath } from '~/lib/language';
import type { LoaderQueries } from '~/lib/loader-query.server';
import { blogListQuery, blogQuery } from './blog-queries';
import { SIDEBAR_SIZE } from './sidebar-size';

const SLUG_PATTERN = /^[A-Za-z0-9][\w-]{0,149}$/;

/**
 * The post itself is in the blog query (dehydrated with the page). `spanishOnly`: the post has
 * no English version (on either URL, none is advertised).
 */
export type BlogLoad =
  | { slug: string; failed: false; spanishOnly: boolean }
  | { slug: string; failed: true; spanishOnly: false };

/**
 * A post by slug; a documentId answers with a permanent redirect to the slug; nothing → the
 * staff's redirect for the address (an old slug) or 404.
 * A CMS failure is not thrown: the page shows "Error al cargar el blog" with a retry (503).
 */
export async function loadBlog(
  request: Request,
  { client, cms }: LoaderQueries,
  lang: Language,
  id: string,
): Promise<BlogLoad> {
  if (!SLUG_PATTERN.test(id)) return notFound(request, { kind: 'blog' });
  try {
    const [{ blog, fallback }, english] = await Promise.all([
      client.fetchQuery(blogQuery(cms, lang, id)),
      lang === 'es' ? hasLocalization('blog', id, 'en').catch(() => true) : null,
      client.prefetchQuery(blogListQuery(cms, lang, 1, SIDEBAR_SIZE)),
    ]);
    const spanishOnly = english === null ? fallback : !english;
    if (blog) return { slug: id, failed: false, spanishOnly };
    const byId =
      (await cms.getBlogByDocumentId(id, lang)) ??
      (lang === 'en' ? await cms.getBlogByDocumentId(id, 'es') : null);
    if (byId) throw redirect(localizePath(`/blogs/${byId.slug}`, lang), 301);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message} (blog ${id})`);
    return { slug: id, failed: true, spanishOnly: false };
  }
  return notFound(request, { kind: 'blog' });
}

/** The newest post's slug (for `/blog-details…`), or null when there is none. */
export async function latestBlogSlug(
  { client, cms }: LoaderQueries,
  lang: Language,
): Promise<string | null> {
  const list = await client.fetchQuery(blogListQuery(cms, lang, 1, SIDEBAR_SIZE));
  return list.items[0]?.post.slug ?? null;
}
