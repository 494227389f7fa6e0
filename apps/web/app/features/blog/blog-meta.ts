import type { Language } from '@brilla/i18n';
import type { Blog } from '@brilla/types';
import type { MetaDescriptor } from 'react-router';
import { languageFromPath, localizePath } from '~/i18n/language';
import { absoluteUrl } from '~/lib/media';
import { type PageMetaInput, pageMeta } from '~/lib/page-meta';
import { rootDataFrom, rootSetting, siteName } from '~/lib/root-data';
import { fromCmsSeo, OG_IMAGE } from '~/lib/seo';
import { feedLink } from './blog-feed-link';
import type { ArticleData } from './blog-types';

type Args = Parameters<typeof pageMeta>[0];

/** What a blog route's loader returns for its head tags. */
type BlogMetaData = ArticleData & { spanishOnly: boolean };

/**
 * Head tags of a post: its SEO fields, canonical at `/blogs/<slug>` (also for the
 * `/blog-details…` pages that show the newest post), BlogPosting JSON-LD. The post is the one
 * the loader read; none (a failed read) gives a noindex page.
 */
export function blogMeta(args: Args, load: BlogMetaData) {
  const lang = languageFromPath(args.location.pathname);
  if (load.failed) return pageMeta(args, { noindex: true });
  return [...postMeta(args, load.blog, lang, load.spanishOnly), feedLink(lang)];
}

function postMeta(
  args: Args,
  blog: Omit<Blog, 'content'>,
  lang: Language,
  spanishOnly: boolean,
): MetaDescriptor[] {
  const contentLang: Language = spanishOnly ? 'es' : lang;
  const root = rootDataFrom(args.matches);
  const name = siteName(rootSetting(root));
  // Stryker disable next-line StringLiteral: without the root, pageMeta writes the title alone and no URL
  const siteUrl = root?.siteUrl ?? '';
  const path = `/blogs/${blog.slug}`;
  const image = blog.seo?.metaImage ?? blog.cover;
  const imageAlt = blog.seo?.metaImage ? blog.seo.metaImageAlt : blog.coverAlt;
  const input: PageMetaInput = {
    ...fromCmsSeo(blog.seo),
    title: blog.seo?.metaTitle ?? `${blog.title} | ${name}`,
    description: blog.seo?.metaDescription ?? blog.excerpt,
    image,
    imageAlt,
    type: 'article',
    path,
    spanishOnly,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blog.title,
      description: blog.excerpt,
      datePublished: blog.publishedDate,
      ...(blog.updatedAt ? { dateModified: blog.updatedAt } : {}),
      inLanguage: contentLang,
      author: { '@type': 'Person', name: blog.author },
      image: absoluteUrl(siteUrl, image?.url ?? OG_IMAGE.path),
      mainEntityOfPage: absoluteUrl(siteUrl, localizePath(path, contentLang)),
      publisher: { '@type': 'Organization', name },
    },
  };
  return pageMeta(args, input);
}
