import type { Blog, BlogSummary, Category, Pagination } from '@brilla/types';
import type { Kept } from '~/lib/kept';

/** `fallback`: an English list or page shows the Spanish post (no English version yet). */
export type BlogListItem = { post: BlogSummary; fallback: boolean };
export type BlogListResult = { items: BlogListItem[]; pagination: Pagination };
/** A recent post as a post's sidebar links to it: only what it shows (each post's page carries these). */
export type SidebarItem = {
  post: Pick<BlogSummary, 'documentId' | 'slug' | 'title' | 'publishedDate'>;
  fallback: boolean;
};
export type BlogResult = { blog: Blog | null; fallback: boolean };
export type CategoryResult = { category: Category | null; fallback: boolean };
/** A category as the blog links to it; `fallback`: its Spanish name on an English page. */
export type CategoryItem = { name: string; slug: string; fallback: boolean };

/**
 * A post as a blog route hands it to the page: its text apart, which a document's data carries
 * as a stand-in (the browser keeps the article's server HTML on the first load).
 */
export type ArticleData =
  | { failed: true }
  | {
      failed: false;
      blog: Omit<Blog, 'content'>;
      content: Blog['content'] | Kept;
      fallback: boolean;
      readingMinutes: number;
      recent: SidebarItem[];
      /** Other posts of the post's category in its language, newest first (at most three). */
      related: BlogSummary[];
    };
