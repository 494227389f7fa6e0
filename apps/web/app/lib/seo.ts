import type { Language } from '@brilla/i18n';
import type { Media, Seo } from '@brilla/types';
import type { MetaDescriptor } from 'react-router';
import { localizePath } from '~/i18n/language';
import { absoluteUrl, altText } from './media';

export const OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630 } as const;
const OG_LOCALE: Record<Language, string> = { es: 'es_ES', en: 'en_US' };

/** Site-wide defaults from the root loader (CMS site settings, else the dictionaries). */
export type SeoDefaults = {
  siteName: string;
  title: string;
  description: string;
  keywords: string | null;
  image: Media | null;
  imageAlt: string | null;
  /** X/Twitter handles of the site settings, e.g. "@brillatalent". */
  twitterSite: string | null;
  twitterCreator: string | null;
};

export type PageSeo = {
  lang: Language;
  siteUrl: string;
  defaults: SeoDefaults;
  /** The page path as a Spanish path ("/nosotros"); canonical and alternates derive from it. */
  path: string;
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  image?: Media | null;
  /** The image's alt text in the page's language (`metaImageAlt`, `coverAlt`). */
  imageAlt?: string | null;
  type?: 'website' | 'article';
  /**
   * The content exists only in Spanish. On its English URL the Spanish text shows, so the
   * canonical and `og:locale` are Spanish; on either URL no English version is advertised.
   */
  spanishOnly?: boolean;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
  /** The Organization JSON-LD of the root, on every page. */
  organization?: Record<string, unknown>;
};

export function fromCmsSeo(seo: Seo | null | undefined) {
  if (!seo) return {};
  return {
    title: seo.metaTitle,
    description: seo.metaDescription,
    keywords: seo.keywords,
    image: seo.metaImage,
    imageAlt: seo.metaImageAlt,
  };
}

/** Every head tag of a page: title, description, Open Graph, Twitter, canonical, hreflang. */
export function buildMeta(page: PageSeo): MetaDescriptor[] {
  const { lang, siteUrl, defaults } = page;
  const title = page.title?.trim() || defaults.title;
  const description = page.description?.trim() || defaults.description;
  // A page's keywords field left blank in the CMS ('' or spaces) means "the site's", as for the
  // title and the description: not an empty keywords tag that drops the site's.
  const keywords = page.keywords?.trim() || defaults.keywords?.trim();
  const media = page.image ?? defaults.image;
  const mediaAlt = page.image ? page.imageAlt : defaults.imageAlt;
  const image = media
    ? {
        url: absoluteUrl(siteUrl, media.url),
        width: media.width,
        height: media.height,
        alt: altText(mediaAlt, media),
      }
    : {
        url: absoluteUrl(siteUrl, OG_IMAGE.path),
        width: OG_IMAGE.width,
        height: OG_IMAGE.height,
        alt: defaults.siteName,
      };
  const esUrl = absoluteUrl(siteUrl, localizePath(page.path, 'es'));
  // Stryker disable next-line StringLiteral: localizePath writes every language but Spanish the English way
  const enUrl = absoluteUrl(siteUrl, localizePath(page.path, 'en'));
  const contentLang: Language = page.spanishOnly ? 'es' : lang;
  const canonical = contentLang === 'en' ? enUrl : esUrl;
  const otherLang: Language = contentLang === 'es' ? 'en' : 'es';

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { name: 'author', content: defaults.siteName },
    { name: 'robots', content: page.noindex ? 'noindex, follow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: esUrl },
    ...(page.spanishOnly
      ? []
      : [{ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: enUrl }]),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: esUrl },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: defaults.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: OG_LOCALE[contentLang] },
    ...(page.spanishOnly
      ? []
      : [{ property: 'og:locale:alternate', content: OG_LOCALE[otherLang] }]),
    { property: 'og:image', content: image.url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
  ];
  if (image.alt) {
    tags.push({ property: 'og:image:alt', content: image.alt });
    tags.push({ name: 'twitter:image:alt', content: image.alt });
  }
  if (defaults.twitterSite) tags.push({ name: 'twitter:site', content: defaults.twitterSite });
  if (defaults.twitterCreator)
    tags.push({ name: 'twitter:creator', content: defaults.twitterCreator });
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  if (image.width && image.height) {
    tags.push({ property: 'og:image:width', content: String(image.width) });
    tags.push({ property: 'og:image:height', content: String(image.height) });
  }
  if (page.organization) tags.push({ 'script:ld+json': page.organization });
  if (page.jsonLd) tags.push({ 'script:ld+json': page.jsonLd });
  return tags;
}
