import type { Language } from '@brilla/i18n';
import type { SiteSetting } from '@brilla/types';
import type { DehydratedState } from '@tanstack/react-query';
import { textOf } from '~/i18n/translator';
import { dehydratedData } from '~/queries/dehydrated';
import { siteSettingQuery } from '~/queries/site-setting';
import type { PreviewStatus } from '../../server/preview';
import type { SeoDefaults } from './seo';

/**
 * What the root loader returns. The site settings travel once, in `dehydratedState`: the frame
 * reads them with `useLoadedQuery`, meta functions with `rootSetting`.
 */
export type RootData = {
  lang: Language;
  siteUrl: string;
  year: number;
  dehydratedState: DehydratedState;
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
  if (!root) return null;
  return (
    dehydratedData(root.dehydratedState, siteSettingQuery(null, root.lang).queryKey)?.setting ??
    null
  );
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
