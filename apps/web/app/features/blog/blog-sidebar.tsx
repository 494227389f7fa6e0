import { Link } from 'react-router';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { formatDate } from '~/lib/format';
import type { SidebarItem } from './blog-types';

/** Recent posts (the route loader's) and a call to contact the agency. */
export function BlogSidebar({
  currentSlug,
  recent,
}: {
  currentSlug: string;
  recent: SidebarItem[];
}) {
  const t = useT();
  const { language } = useLanguage();
  const others = recent.filter((item) => item.post.slug !== currentSlug).slice(0, 3);
  return (
    <aside className="flex flex-col gap-8" aria-labelledby="blog-sidebar-recent">
      {others.length > 0 ? (
        <div className="rounded-3xl bg-brand-light/60 p-6">
          <h2 id="blog-sidebar-recent" className="mb-4 text-lg font-bold">
            {t('blog.recent')}
          </h2>
          <ul className="flex flex-col gap-4">
            {others.map(({ post, fallback }) => (
              <li key={post.documentId}>
                <Link
                  lang={fallback ? 'es' : undefined}
                  to={localizePath(`/blogs/${post.slug}`, language)}
                  prefetch="intent"
                  className="font-semibold leading-snug hover:text-brand"
                >
                  {post.title}
                </Link>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={post.publishedDate}>
                    {formatDate(post.publishedDate, language)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div data-theme="dark" className="rounded-3xl bg-hero p-6 text-white">
        <p className="text-lg font-bold">{t('blog.ctaTitle')}</p>
        <p className="mt-2 text-white/85">{t('blog.ctaText')}</p>
        <Link
          to={localizePath('/contactanos', language)}
          className="mt-4 inline-flex rounded-full bg-white px-5 py-2.5 font-semibold text-brand"
        >
          {t('nav.contact')}
        </Link>
      </div>
    </aside>
  );
}
