import type { BlogListBlock } from '@brilla/types';
import type { BlockProps } from '~/blocks/types';
import { ButtonLink } from '~/components/ui/button-link';
import { LoadError } from '~/components/ui/load-error';
import { Section } from '~/components/ui/section';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { useLoadedQuery } from '~/queries/use-loaded-query';
import { BlogCard } from './blog-card';
import { blogListQuery } from './blog-queries';

export function BlogList({ block }: BlockProps<BlogListBlock>) {
  const { language } = useLanguage();
  const t = useT();
  const result = useLoadedQuery(blogListQuery(null, language, 1, block.limit));
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
