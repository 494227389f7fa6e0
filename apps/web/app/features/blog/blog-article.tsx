import { FallbackNotice } from '~/components/ui/fallback-notice';
import { LoadError } from '~/components/ui/load-error';
import { PageHeader } from '~/components/ui/page-header';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { RichText } from '~/components/ui/rich-text';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { formatDate } from '~/lib/format';
import { readingMinutes } from '~/lib/rich-text';
import { useLoadedQuery } from '~/queries/use-loaded-query';
import { blogQuery } from './blog-queries';
import { BlogSidebar } from './blog-sidebar';

export type SidebarPosition = 'none' | 'left' | 'right';

/** A post: header band, meta line, cover, rich text; optional sidebar left or right. */
export function BlogArticle({ slug, sidebar }: { slug: string; sidebar: SidebarPosition }) {
  const t = useT();
  const { language } = useLanguage();
  const result = useLoadedQuery(blogQuery(null, language, slug));
  if (!result?.blog) {
    return (
      <>
        <PageHeader title={t('blog.title')} />
        <div className="container-page py-20">
          <LoadError message={t('blog.loadError')} />
        </div>
      </>
    );
  }
  const { blog, fallback } = result;
  const textLang = fallback ? 'es' : undefined;
  const article = (
    <article className="min-w-0">
      {blog.cover ? (
        <ResponsiveImage
          media={blog.cover}
          alt={blog.coverAlt}
          lang={textLang}
          priority
          sizes="(min-width: 1200px) 800px, 100vw"
          className="mb-10 h-auto w-full rounded-3xl shadow-xl shadow-brand/10"
        />
      ) : null}
      <div lang={textLang}>
        <RichText content={blog.content} className="text-lg text-ink/90" />
      </div>
    </article>
  );
  return (
    <>
      <PageHeader title={blog.title} lang={textLang}>
        <p>
          <time dateTime={blog.publishedDate}>
            {t('blog.publishedOn', { date: formatDate(blog.publishedDate, language) })}
          </time>
          {' · '}
          {t('blog.by', { author: blog.author })}
          {' · '}
          {t('blog.readingTime', { minutes: readingMinutes(blog.content) })}
        </p>
      </PageHeader>
      {fallback ? <FallbackNotice /> : null}
      <div
        className={`container-page grid gap-12 py-16 md:py-20 ${
          sidebar === 'none'
            ? 'max-w-3xl'
            : sidebar === 'left'
              ? 'lg:grid-cols-[320px_1fr]'
              : 'lg:grid-cols-[1fr_320px]'
        }`}
      >
        {sidebar === 'left' ? (
          <>
            <div className="order-2 lg:order-1">
              <BlogSidebar currentSlug={blog.slug} />
            </div>
            <div className="order-1 lg:order-2">{article}</div>
          </>
        ) : (
          <>
            {article}
            {sidebar === 'right' ? <BlogSidebar currentSlug={blog.slug} /> : null}
          </>
        )}
      </div>
    </>
  );
}
