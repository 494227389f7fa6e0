import { blogCategoryPath } from '@brilla/types';
import { Link } from 'react-router';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import type { CategoryItem } from './blog-types';

const CHIP = 'inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-brand/30';

/**
 * The blog's categories as links, "Todos" (the whole blog) first; `current` is the slug of the
 * category shown (none: the whole blog). Nothing when there is no category.
 */
export function CategoryNav({
  categories,
  current,
}: {
  categories: CategoryItem[];
  current?: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  if (categories.length === 0) return null;
  const chip = (active: boolean) =>
    `${CHIP} ${active ? 'bg-brand text-white' : 'text-brand hover:bg-brand-light'}`;
  return (
    <nav aria-label={t('blog.categories')} className="mb-12">
      <ul className="flex flex-wrap justify-center gap-3">
        <li>
          <Link
            to={localizePath('/blog', language)}
            aria-current={current === undefined ? 'page' : undefined}
            className={chip(current === undefined)}
          >
            {t('blog.allPosts')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={localizePath(blogCategoryPath(category.slug), language)}
              lang={category.fallback ? 'es' : undefined}
              aria-current={current === category.slug ? 'page' : undefined}
              className={chip(current === category.slug)}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
