import { ServerHtml } from '~/components/ui/server-html';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { type Kept, useKept } from '~/lib/kept';
import { BlogCard } from './blog-card';
import type { BlogListResult } from './blog-types';
import { Pagination } from './pagination';

/**
 * A page of posts and the links to the others (the blog, a category): links only, so the first
 * load keeps their HTML. `path` is the list's Spanish path; `empty` what shows without posts.
 */
export function PostList({
  list,
  layout,
  path,
  empty,
}: {
  list: BlogListResult | Kept;
  layout: string;
  path: string;
  empty: string;
}) {
  const { language } = useLanguage();
  const result = useKept(list);
  return (
    <ServerHtml content={list}>
      {result === null ? null : result.items.length === 0 ? (
        <p className="text-center text-lg text-muted">{empty}</p>
      ) : (
        <ul
          className={
            layout === 'list'
              ? 'mx-auto flex max-w-4xl flex-col gap-8'
              : 'grid gap-8 md:grid-cols-2 lg:grid-cols-3'
          }
        >
          {result.items.map(({ post, fallback }, index) => (
            <li key={post.documentId} data-animate={index > 2 ? '' : undefined}>
              <BlogCard
                post={post}
                fallback={fallback}
                eager={index === 0}
                headingLevel="h2"
                wide={layout === 'list'}
              />
            </li>
          ))}
        </ul>
      )}
      {result ? (
        <Pagination pagination={result.pagination} basePath={localizePath(path, language)} />
      ) : null}
    </ServerHtml>
  );
}

/** The list's page from `?page=n`: 1 when absent, null when it is no page number (a 404). */
export function requestedPage(url: URL): number | null {
  const requested = url.searchParams.get('page');
  if (requested === null) return 1;
  return /^[1-9]\d{0,3}$/.test(requested) ? Number(requested) : null;
}

/** Posts a page of the blog's lists shows. */
export const PAGE_SIZE = 9;
