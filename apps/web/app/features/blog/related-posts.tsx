import type { BlogSummary } from '@brilla/types';
import { useT } from '~/i18n/use-t';
import { BlogCard } from './blog-card';

/** Other posts of the post's category at its end; nothing when there are none. */
export function RelatedPosts({ posts, category }: { posts: BlogSummary[]; category: string }) {
  const t = useT();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="blog-related" className="container-page pb-16 md:pb-20">
      <h2 id="blog-related" className="mb-8 text-2xl font-bold">
        {t('blog.related', { name: category })}
      </h2>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.documentId}>
            <BlogCard post={post} fallback={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
