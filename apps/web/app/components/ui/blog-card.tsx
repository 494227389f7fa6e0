import type { BlogSummary } from '@brilla/types';
import { Link } from 'react-router';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { formatDate } from '~/lib/format';
import { localizePath } from '~/lib/language';
import { readingMinutes } from '~/lib/rich-text';
import { ResponsiveImage } from './responsive-image';

type Props = {
  post: BlogSummary;
  /** Shown in Spanish on an English page (no translation yet). */
  fallback: boolean;
  /** The first card of a list loads its cover eagerly. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
};

export function BlogCard({ post, fallback, eager = false, headingLevel: Heading = 'h3' }: Props) {
  const { language } = useLanguage();
  const t = useT();
  const href = localizePath(`/blogs/${post.slug}`, language);
  // List answers leave `content` out; when a CMS includes it, the card shows the reading time.
  const content = (post as { content?: unknown }).content;
  const minutes = Array.isArray(content) ? readingMinutes(content) : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/5 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-brand/10">
      {post.cover ? (
        <ResponsiveImage
          media={post.cover}
          alt=""
          priority={eager}
          sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/9] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6" lang={fallback ? 'es' : undefined}>
        <p className="text-sm text-muted">
          <time dateTime={post.publishedDate}>{formatDate(post.publishedDate, language)}</time>
          {' · '}
          {t('blog.by', { author: post.author })}
          {minutes ? ` · ${t('blog.readingTime', { minutes })}` : null}
        </p>
        <Heading className="mt-3 text-xl font-bold leading-snug">
          <Link
            to={href}
            prefetch="intent"
            className="after:absolute after:inset-0 group-hover:text-brand"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        {fallback ? (
          <p lang={language} className="mt-4 text-sm font-medium text-brand">
            {t('blog.missingEnglish')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
