import type { Language } from '@brilla/i18n';
import type { CmsReader } from '~/lib/cms.server';
import { orSpanish } from '~/lib/content.server';
import type { BlogListItem, BlogListResult, BlogResult } from './blog-types';

/** English posts are listed in place of their Spanish original; the rest stay Spanish. */
const ENGLISH_LOOKUP_SIZE = 100;

/** One page of the post list in `lang`, newest first. */
export async function readBlogList(
  cms: CmsReader,
  lang: Language,
  page = 1,
  pageSize = 9,
): Promise<BlogListResult> {
  const [spanish, english] = await Promise.all([
    cms.listBlogs('es', page, pageSize),
    // Stryker disable next-line ConditionalExpression: a Spanish list never looks at the English posts (below)
    lang === 'en' ? cms.listBlogs('en', 1, ENGLISH_LOOKUP_SIZE) : null,
  ]);
  const bySlug = new Map(english?.items.map((post) => [post.slug, post]));
  const items = spanish.items.map((post): BlogListItem => {
    if (lang === 'es') return { post, fallback: false };
    const translated = bySlug.get(post.slug);
    return translated ? { post: translated, fallback: false } : { post, fallback: true };
  });
  return { items, pagination: spanish.pagination };
}

/** The post at `slug` in `lang`, or its Spanish version while English has none. */
export async function readBlog(cms: CmsReader, lang: Language, slug: string): Promise<BlogResult> {
  const { value, spanish } = await orSpanish(lang, (l) => cms.getBlogBySlug(slug, l), Boolean);
  return { blog: value, fallback: spanish && value !== null };
}
