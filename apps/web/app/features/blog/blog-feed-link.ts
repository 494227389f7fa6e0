import type { Language } from '@brilla/i18n';
import { localizePath } from '~/i18n/language';
import { textOf } from '~/i18n/translator';

/** A blog feed's address in `lang` (`/blog/feed.xml`, `/en/blog/feed.xml`). */
export const feedPath = (lang: Language) => localizePath('/blog/feed.xml', lang);

/** The `<link rel="alternate">` that names the feed of `lang` in a blog page's head. */
export function feedLink(lang: Language) {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    title: textOf(lang, 'blog.feedTitle'),
    href: feedPath(lang),
  } as const;
}
