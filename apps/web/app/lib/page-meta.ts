import type { MetaDescriptor } from 'react-router';
import { languageFromPath, sitePath, stripLanguage } from '~/i18n/language';
import { textOf } from '~/i18n/translator';
import { organizationJsonLd } from './organization';
import { rootDataFrom, rootSetting, seoDefaults } from './root-data';
import { buildMeta, type PageSeo } from './seo';

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export type PageMetaInput = Partial<Omit<PageSeo, 'lang' | 'siteUrl' | 'defaults'>>;

/** A route's head tags: its own values over the site defaults (the root's site settings). */
export function pageMeta(args: MetaArgs, page: PageMetaInput = {}): MetaDescriptor[] {
  const lang = languageFromPath(args.location.pathname);
  const root = rootDataFrom(args.matches);
  if (!root) return [{ title: page.title ?? textOf(lang, 'meta.defaultTitle') }];
  const setting = rootSetting(root);
  return buildMeta({
    lang,
    siteUrl: root.siteUrl,
    defaults: seoDefaults(lang, setting),
    organization: organizationJsonLd(root.siteUrl, setting),
    path: stripLanguage(sitePath(args.location.pathname)),
    ...page,
  });
}
