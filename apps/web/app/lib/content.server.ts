import type { Language } from '@brilla/i18n';
import type { Banner, Page, SiteSetting, Testimonial } from '@brilla/types';
import type { AppLoadContext } from 'react-router';
import { type CmsReader, cmsReader } from './cms.server';
import { contentVersion } from './cms-cache.server';
import { env } from './env.server';
import type { ContentStamp } from './route-cache';

/**
 * What a loader reads content with: published versions through the answer cache for visitors,
 * or the version an editor previews (drafts) with the preview token, never cached.
 */
export function contentReader(context: AppLoadContext): CmsReader {
  const settings = env().preview;
  const { preview } = context;
  return cmsReader(preview && settings ? { status: preview.status, token: settings.token } : null);
}

/**
 * The stamp every content loader adds to its data for the browser's cache (`route-cache.ts`):
 * the content version it was read at (a newer one makes every cached answer stale), and whether
 * it is whole (an answer with a part that failed to load is never cached).
 */
export function contentStamp(complete = true): ContentStamp {
  return { contentVersion: contentVersion(), complete };
}

/** `fallback` is true when an English URL shows the Spanish version (no English one yet). */
export type PageResult = { page: Page | null; fallback: boolean };
export type SiteSettingResult = { setting: SiteSetting | null; fallback: boolean };

/**
 * What `read` finds in `lang`, or in Spanish while `lang` has none (`found` tells an answer that
 * has something): `spanish` says which one it is.
 */
export async function orSpanish<T>(
  lang: Language,
  read: (language: Language) => Promise<T>,
  found: (value: T) => boolean,
): Promise<{ value: T; spanish: boolean }> {
  const own = await read(lang);
  if (found(own) || lang === 'es') return { value: own, spanish: false };
  return { value: await read('es'), spanish: true };
}

export async function readPage(cms: CmsReader, lang: Language, slug: string): Promise<PageResult> {
  const { value, spanish } = await orSpanish(lang, (l) => cms.getPage(slug, l), Boolean);
  return { page: value, fallback: spanish && value !== null };
}

/**
 * The site settings in `lang` (Spanish while English has none), as the site shows them: the
 * `claims` editors keep for copy are left out (the stats block shows the numbers, the frame never).
 */
export async function readSiteSetting(cms: CmsReader, lang: Language): Promise<SiteSettingResult> {
  const { value, spanish } = await orSpanish(lang, (l) => cms.getSiteSetting(l), Boolean);
  return { setting: value && shownSetting(value), fallback: spanish };
}

function shownSetting(setting: SiteSetting & { claims?: unknown }): SiteSetting {
  const { claims: _notShown, ...shown } = setting;
  return shown;
}

const someItems = (items: readonly unknown[]) => items.length > 0;

/** English banners, or the Spanish ones while English has none. */
export async function readBanners(cms: CmsReader, lang: Language): Promise<Banner[]> {
  return (await orSpanish(lang, (l) => cms.getBanners(l), someItems)).value;
}

/** English testimonials, or the Spanish ones while English has none. */
export async function readTestimonials(cms: CmsReader, lang: Language): Promise<Testimonial[]> {
  return (await orSpanish(lang, (l) => cms.getTestimonials(l), someItems)).value;
}
