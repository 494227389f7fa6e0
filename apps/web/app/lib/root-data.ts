import type { Language } from '@brilla/i18n';
import type { SiteSetting } from '@brilla/types';
import { useRouteLoaderData } from 'react-router';
import { textOf } from '~/i18n/translator';
import type { PreviewStatus } from './preview-status';
import type { ContentStamp } from './route-cache';
import type { SeoDefaults } from './seo';

/**
 * What the root loader returns. The site settings travel once, here: the frame reads them with
 * `useSiteSetting`, meta functions with `rootSetting`.
 */
export type RootData = ContentStamp & {
  lang: Language;
  siteUrl: string;
  year: number;
  /** The site settings in the page's language (Spanish while English has none); null if none. */
  setting: SiteSetting | null;
  /** The version an editor previews (server/preview.ts); null for visitors. */
  preview: PreviewStatus | null;
};

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Root loader data from a meta function's `matches` (undefined while the root has failed). */
export function rootDataFrom(matches: readonly MatchLike[]): RootData | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return root?.loaderData as RootData | undefined;
}

/** The site settings the root loader fetched (null when the CMS has none). */
export function rootSetting(root: RootData | undefined): SiteSetting | null {
  return root?.setting ?? null;
}

/** The site settings, in a component under the root. */
export function useSiteSetting(): SiteSetting | null {
  return rootSetting(useRouteLoaderData<RootData>('root'));
}

/** The site's public origin (`SITE_URL`), in a component under the root; '' while it failed. */
export function useSiteUrl(): string {
  return useRouteLoaderData<RootData>('root')?.siteUrl ?? '';
}

/** The site's name in titles: the settings' name, else the brand. */
export function siteName(setting: SiteSetting | null): string {
  return setting?.siteName ?? 'Brilla Talent';
}

/** Site-wide head tag defaults: the settings' default SEO, else the dictionaries. */
export function seoDefaults(lang: Language, setting: SiteSetting | null): SeoDefaults {
  const seo = setting?.defaultSeo;
  return {
    siteName: siteName(setting),
    title: seo?.metaTitle ?? textOf(lang, 'meta.defaultTitle'),
    description: seo?.metaDescription ?? textOf(lang, 'meta.defaultDescription'),
    keywords: seo?.keywords ?? null,
    image: seo?.metaImage ?? null,
    imageAlt: seo?.metaImageAlt ?? null,
    twitterSite: setting?.twitterSite || null,
    twitterCreator: setting?.twitterCreator || null,
  };
}
