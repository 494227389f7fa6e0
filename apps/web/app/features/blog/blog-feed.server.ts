import type { Language } from '@brilla/i18n';
import { type BlogSummary, blogCategoryPath, type SiteSetting } from '@brilla/types';
import { Feed } from 'feed';
import { localizePath } from '~/i18n/language';
import { textOf } from '~/i18n/translator';
import { absoluteUrl, imageSource, SLOTS } from '~/lib/media';
import { siteName } from '~/lib/root-data';
import { feedPath } from './blog-feed-link';

/** Posts a feed carries: the newest, as feed readers show a page of them. */
export const FEED_SIZE = 20;

/**
 * The RSS 2.0 feed of the posts written in `lang`, newest first, every URL absolute: each post's
 * page, its excerpt, its author, its category and its cover (the page's own image, never the upload's original).
 * A post without an English version is not in the English feed: its readers asked for English.
 */
export function blogFeed(
  lang: Language,
  siteUrl: string,
  posts: BlogSummary[],
  setting: SiteSetting | null,
): string {
  const name = siteName(setting);
  const blogUrl = `${siteUrl}${localizePath('/blog', lang)}`;
  const updated = posts
    .map((post) => new Date(post.updatedAt ?? post.publishedDate))
    .reduce<Date | undefined>(
      // Stryker disable next-line EqualityOperator: of two equal dates either is the same instant.
      (newest, date) => (newest && newest > date ? newest : date),
      undefined,
    );
  const feed = new Feed({
    title: `${name} · ${textOf(lang, 'blog.title')}`,
    description: textOf(lang, 'blog.intro'),
    id: blogUrl,
    link: blogUrl,
    language: lang,
    copyright: `© ${name}`,
    generator: false,
    feedLinks: { rss: `${siteUrl}${feedPath(lang)}` },
    ...(updated ? { updated } : {}),
  });
  for (const post of posts) {
    const link = `${siteUrl}${localizePath(`/blogs/${post.slug}`, lang)}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.publishedDate),
      description: post.excerpt,
      author: [{ name: post.author }],
      // `<category domain="…">`: the category's name, and its page as the taxonomy's address.
      ...(post.category
        ? {
            category: [
              {
                name: post.category.name,
                domain: `${siteUrl}${localizePath(blogCategoryPath(post.category.slug), lang)}`,
              },
            ],
          }
        : {}),
      ...(post.cover
        ? {
            enclosure: {
              url: absoluteUrl(siteUrl, imageSource(post.cover, SLOTS.cover).src),
              type: post.cover.mime,
              length: 0,
            },
          }
        : {}),
    });
  }
  return feed.rss2();
}
