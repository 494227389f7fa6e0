import type { Language } from '@brilla/i18n';
import type { Blog, BlogSummary } from '@brilla/types';
import { type AppLoadContext, redirect } from 'react-router';
import { notFound } from '~/features/redirects/redirects.server';
import { localizePath } from '~/i18n/language';
import type { CmsReader } from '~/lib/cms.server';
import { CmsError, hasLocalization } from '~/lib/cms.server';
import { contentStamp } from '~/lib/content.server';
import type { Kept } from '~/lib/kept';
import { keepOnServer } from '~/lib/kept.server';
import { readingMinutes } from '~/lib/rich-text';
import { readBlog, readBlogList, readRelated } from './blog-content.server';
import type { BlogListItem, SidebarItem } from './blog-types';

/** Recent posts the sidebar shows (the post itself left out: one more than it lists). */
const SIDEBAR_SIZE = 4;

/** What the sidebar shows of a recent post; the rest of it (cover, excerpt) would weigh on every post's page. */
const sidebarItem = ({ post, fallback }: BlogListItem): SidebarItem => ({
  post: {
    documentId: post.documentId,
    slug: post.slug,
    title: post.title,
    publishedDate: post.publishedDate,
  },
  fallback,
});

const SLUG_PATTERN = /^[A-Za-z0-9][\w-]{0,149}$/;

/**
 * A post and the sidebar's recent posts. `spanishOnly`: the post has no English version (on
 * either URL, none is advertised). `failed`: the CMS did not answer (the page says so, 503).
 */
export type BlogLoad =
  | {
      slug: string;
      failed: false;
      spanishOnly: boolean;
      blog: Blog;
      fallback: boolean;
      readingMinutes: number;
      recent: SidebarItem[];
      related: BlogSummary[];
    }
  | { slug: string; failed: true; spanishOnly: false };

/**
 * A post by slug; a documentId answers with a permanent redirect to the slug; nothing → the
 * staff's redirect for the address (an old slug) or 404.
 * A CMS failure is not thrown: the page shows "Error al cargar el blog" with a retry (503).
 */
export async function loadBlog(
  request: Request,
  cms: CmsReader,
  lang: Language,
  id: string,
): Promise<BlogLoad> {
  if (!SLUG_PATTERN.test(id)) return notFound(request, { kind: 'blog' });
  try {
    const [{ blog, fallback }, english, recent] = await Promise.all([
      readBlog(cms, lang, id),
      lang === 'es' ? hasLocalization('blog', id, 'en').catch(() => true) : null,
      readBlogList(cms, lang, 1, SIDEBAR_SIZE).then(
        (list) => list.items.map(sidebarItem),
        () => [],
      ),
    ]);
    const spanishOnly = english === null ? fallback : !english;
    if (blog) {
      const minutes = readingMinutes(blog.content);
      // The post's category is known once it is read; related posts are extra: a failure shows none.
      const related = blog.category
        ? await readRelated(cms, lang, blog.category.slug, blog.slug).catch(() => [])
        : [];
      return {
        slug: id,
        failed: false,
        spanishOnly,
        blog,
        fallback,
        readingMinutes: minutes,
        recent,
        related,
      };
    }
    const byId =
      (await cms.getBlogByDocumentId(id, lang)) ??
      // Stryker disable next-line ConditionalExpression: on a Spanish page this asks Spanish again and finds nothing either
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
export async function latestBlogSlug(cms: CmsReader, lang: Language): Promise<string | null> {
  const list = await readBlogList(cms, lang, 1, SIDEBAR_SIZE);
  return list.items[0]?.post.slug ?? null;
}

/**
 * What a blog route returns: the post, its text apart (the browser keeps the article's server
 * HTML on the first load, so a document's data carries none of it), and the content stamp.
 */
export function blogRouteData(context: AppLoadContext, load: BlogLoad) {
  if (load.failed) return { ...load, ...contentStamp(false) };
  const { blog, ...rest } = load;
  const { content, ...post } = blog;
  const text: Blog['content'] | Kept = keepOnServer(context, 'blog-content', content);
  return {
    ...rest,
    blog: post,
    content: text,
    ...contentStamp(),
  };
}
