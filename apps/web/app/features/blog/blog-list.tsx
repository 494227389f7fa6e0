import type { BlogListBlock } from '@brilla/types';
import { ButtonLink } from '~/components/ui/button-link';
import { LoadError } from '~/components/ui/load-error';
import { Section } from '~/components/ui/section';
import { useT } from '~/i18n/use-t';
import type { BlockProps } from '~/lib/block-props';
import { BlogCard } from './blog-card';
import type { BlogListResult } from './blog-types';

/** The newest posts (`block.limit`), as the page loader read them. */
export function BlogList({ block, data: result }: BlockProps<BlogListBlock, BlogListResult>) {
  const t = useT();
  return (
    <Section title={block.title}>
      {result === undefined ? (
        <LoadError message={t('blog.listLoadError')} />
      ) : result.items.length === 0 ? (
        <p className="text-center text-muted">{t('blog.empty')}</p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {result.items.map(({ post, fallback }) => (
            <li key={post.documentId} data-animate className="relative">
              <BlogCard post={post} fallback={fallback} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-12 text-center">
        <ButtonLink href="/blog" variant="outline" className="text-brand">
          {t('blog.viewAll')}
        </ButtonLink>
      </div>
    </Section>
  );
}
