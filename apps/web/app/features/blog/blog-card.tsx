import type { BlogSummary } from '@brilla/types';
import { Link } from 'react-router';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { localizePath } from '~/i18n/language';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { formatDate } from '~/lib/format';
import { SLOTS } from '~/lib/media';
import { readingMinutes } from '~/lib/rich-text';

type Props = {
  post: BlogSummary;
  /** Shown in Spanish on an English page (no translation yet). */
  fallback: boolean;
  /** The first card of a list loads its cover eagerly. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The blog's list layout (one column up to 896 px), not a grid of cards. */
  wide?: boolean;
};

export function BlogCard({
  post,
  fallback,
  eager = false,
  headingLevel: Heading = 'h3',
  wide = false,
}: Props) {
  const { language } = useLanguage();
  const t = useT();
  const href = localizePath(`/blogs/${post.slug}`, language);
  // List answers leave `content` out; when a CMS includes it, the card shows the reading time.
  const content = (post as { content?: unknown }).content;
  const minutes = Array.isArray(content) ? readingMinutes(content) : null;
  const textLang = fallback ? 'es' : undefined;
  return (
    <article className="lift-card group relative flex h-full flex-col overflow-hidden">
      {post.cover ? (
        <ResponsiveImage
          media={post.cover}
          alt={post.coverAlt}
          decorative={post.coverDecorative}
          lang={textLang}
          priority={eager}
          slot={wide ? SLOTS.listCard : SLOTS.card}
          className="aspect-[16/9] h-auto w-full object-cover"
        />
      ) : null}
      {/* Each fragment carries its own language: on an English page a Spanish-only post keeps
          its title and excerpt in Spanish, while date, author line and notice are marked apart. */}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={post.publishedDate}>{formatDate(post.publishedDate, language)}</time>
          {' · '}
          {t('blog.by', { author: post.author })}
          {minutes ? ` · ${t('blog.readingTime', { minutes })}` : null}
        </p>
        <Heading lang={textLang} className="mt-3 text-xl font-bold leading-snug">
          <Link
            to={href}
            prefetch="intent"
            className="after:absolute after:inset-0 group-hover:text-brand"
          >
            {post.title}
          </Link>
        </Heading>
        <p lang={textLang} className="card-text">
          {post.excerpt}
        </p>
        {fallback ? (
          // "Contenido no disponible en inglés aún" is Spanish in both dictionaries
          // (docs/product.md §8).
          <p lang="es" className="mt-4 text-sm font-medium text-brand">
            {t('blog.missingEnglish')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
