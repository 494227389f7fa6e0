import { blogCategoryPath } from '@brilla/types';
import { Link } from 'react-router';
import { FallbackNotice } from '~/components/ui/fallback-notice';
import { LoadError } from '~/components/ui/load-error';
import { PageHeader } from '~/components/ui/page-header';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { RichText } from '~/components/ui/rich-text';
import { ServerHtml } from '~/components/ui/server-html';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { formatDate } from '~/lib/format';
import { useKept } from '~/lib/kept';
import { SLOTS } from '~/lib/media';
import { useSiteUrl } from '~/lib/root-data';
import { BlogSidebar } from './blog-sidebar';
import type { ArticleData } from './blog-types';
import { RelatedPosts } from './related-posts';
import { ShareLinks } from './share-links';

export type SidebarPosition = 'none' | 'left' | 'right';

/** The post's text: nothing in it changes once rendered, so the first load keeps its HTML. */
function ArticleText({
  load,
  lang,
}: {
  load: Extract<ArticleData, { failed: false }>;
  lang?: string;
}) {
  const content = useKept(load.content);
  return (
    <ServerHtml lang={lang} content={load}>
      {content ? <RichText content={content} className="text-lg text-ink/90" /> : null}
    </ServerHtml>
  );
}

/** A post: header band, meta line, cover, rich text; optional sidebar left or right. */
export function BlogArticle({ load, sidebar }: { load: ArticleData; sidebar: SidebarPosition }) {
  const t = useT();
  const { language } = useLanguage();
  const siteUrl = useSiteUrl();
  if (load.failed) {
    return (
      <>
        <PageHeader title={t('blog.title')} />
        <div className="container-page py-20">
          <LoadError message={t('blog.loadError')} />
        </div>
      </>
    );
  }
  const { blog, fallback } = load;
  const textLang = fallback ? 'es' : undefined;
  const article = (
    <article className="min-w-0">
      {blog.cover ? (
        <ResponsiveImage
          media={blog.cover}
          alt={blog.coverAlt}
          decorative={blog.coverDecorative}
          lang={textLang}
          priority
          slot={sidebar === 'none' ? SLOTS.cover : SLOTS.coverBesideSidebar}
          className="mb-10 h-auto w-full rounded-3xl shadow-xl shadow-brand/10"
        />
      ) : null}
      <ArticleText load={load} lang={textLang} />
      <ShareLinks
        url={`${siteUrl}${localizePath(`/blogs/${blog.slug}`, textLang ?? language)}`}
        title={blog.title}
      />
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
          {t('blog.readingTime', { minutes: load.readingMinutes })}
        </p>
        {blog.category ? (
          <p className="mt-3">
            {t('blog.categoryLabel')}:{' '}
            <Link
              to={localizePath(blogCategoryPath(blog.category.slug), language)}
              lang={textLang}
              className="font-semibold text-white underline underline-offset-4 hover:no-underline"
            >
              {blog.category.name}
            </Link>
          </p>
        ) : null}
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
              <BlogSidebar currentSlug={blog.slug} recent={load.recent} />
            </div>
            <div className="order-1 lg:order-2">{article}</div>
          </>
        ) : (
          <>
            {article}
            {sidebar === 'right' ? (
              <BlogSidebar currentSlug={blog.slug} recent={load.recent} />
            ) : null}
          </>
        )}
      </div>
      {blog.category ? <RelatedPosts posts={load.related} category={blog.category.name} /> : null}
    </>
  );
}
