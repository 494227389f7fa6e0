import type { Language } from '@brilla/i18n';
import type { Blog } from '@brilla/types';
import type { MetaDescriptor } from 'react-router';
import { localizePath } from '~/lib/language';
import { absoluteUrl } from '~/lib/media';
import { type PageMetaInput, pageMeta } from '~/lib/page-meta';
import { rootDataFrom } from '~/lib/root-data';
import { fromCmsSeo, OG_IMAGE } from '~/lib/seo';

type Args = Parameters<typeof pageMeta>[0];

/**
 * Head tags of a post: its SEO fields, canonical at `/blogs/<slug>` (also for the
 * `/blog-details…` pages that show the newest post), BlogPosting JSON-LD.
 */
export type BlogMetaSource = Omit<Blog, 'content'>;

export function blogMeta(
  args: Args,
  blog: BlogMetaSource,
  lang: Language,
  spanishOnly: boolean,
): MetaDescriptor[] {
  const contentLang: Language = spanishOnly ? 'es' : lang;
  const root = rootDataFrom(args.matches);
  const siteUrl = root?.siteUrl ?? '';
  const path = `/blogs/${blog.slug}`;
  const image = blog.seo?.metaImage ?? blog.cover;
  const imageAlt = blog.seo?.metaImage ? blog.seo.metaImageAlt : blog.coverAlt;
  const input: PageMetaInput = {
    ...fromCmsSeo(blog.seo),
    title: blog.seo?.metaTitle ?? `${blog.title} | ${root?.seo.siteName ?? 'Brilla Talent'}`,
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
      publisher: { '@type': 'Organization', name: root?.seo.siteName ?? 'Brilla Talent' },
    },
  };
  return pageMeta(args, input);
}
