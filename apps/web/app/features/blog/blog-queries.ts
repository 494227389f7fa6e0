import type { Language } from '@brilla/i18n';
import type { Blog, BlogSummary, Pagination } from '@brilla/types';
import { queryOptions } from '@tanstack/react-query';
import { type ContentSource, readFrom } from '~/queries/source';

export type BlogListItem = { post: BlogSummary; fallback: boolean };
export type BlogListResult = { items: BlogListItem[]; pagination: Pagination };
export type BlogResult = { blog: Blog | null; fallback: boolean };

/** English posts are listed in place of their Spanish original; the rest stay Spanish. */
const ENGLISH_LOOKUP_SIZE = 100;

export const blogListQuery = (
  source: ContentSource | null,
  lang: Language,
  page = 1,
  pageSize = 9,
) =>
  queryOptions({
    queryKey: ['blogs', lang, page, pageSize] as const,
    queryFn: readFrom(source, async (cms): Promise<BlogListResult> => {
      const [spanish, english] = await Promise.all([
        cms.listBlogs('es', page, pageSize),
        lang === 'en' ? cms.listBlogs('en', 1, ENGLISH_LOOKUP_SIZE) : null,
      ]);
      const bySlug = new Map(english?.items.map((post) => [post.slug, post]));
      const items = spanish.items.map((post): BlogListItem => {
        if (lang === 'es') return { post, fallback: false };
        const translated = bySlug.get(post.slug);
        return translated ? { post: translated, fallback: false } : { post, fallback: true };
      });
      return { items, pagination: spanish.pagination };
    }),
  });

export const blogQuery = (source: ContentSource | null, lang: Language, slug: string) =>
  queryOptions({
    queryKey: ['blog', lang, slug] as const,
    queryFn: readFrom(source, async (cms): Promise<BlogResult> => {
      const blog = await cms.getBlogBySlug(slug, lang);
      if (blog || lang === 'es') return { blog, fallback: false };
      const spanish = await cms.getBlogBySlug(slug, 'es');
      return { blog: spanish, fallback: spanish !== null };
    }),
  });
