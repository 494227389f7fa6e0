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

export async function readPage(cms: CmsReader, lang: Language, slug: string): Promise<PageResult> {
  const page = await cms.getPage(slug, lang);
  if (page || lang === 'es') return { page, fallback: false };
  const spanish = await cms.getPage(slug, 'es');
  return { page: spanish, fallback: spanish !== null };
}

/**
 * The site settings in `lang` (Spanish while English has none), as the site shows them: the
 * `claims` editors keep for copy are left out (the stats block shows the numbers, the frame never).
 */
export async function readSiteSetting(cms: CmsReader, lang: Language): Promise<SiteSettingResult> {
  const own = await cms.getSiteSetting(lang);
  const fallback = !own && lang !== 'es';
  const setting = fallback ? await cms.getSiteSetting('es') : own;
  return { setting: setting && shownSetting(setting), fallback };
}

function shownSetting(setting: SiteSetting & { claims?: unknown }): SiteSetting {
  const { claims: _notShown, ...shown } = setting;
  return shown;
}

/** English banners, or the Spanish ones while English has none. */
export async function readBanners(cms: CmsReader, lang: Language): Promise<Banner[]> {
  const banners = await cms.getBanners(lang);
  return banners.length > 0 || lang === 'es' ? banners : cms.getBanners('es');
}

/** English testimonials, or the Spanish ones while English has none. */
export async function readTestimonials(cms: CmsReader, lang: Language): Promise<Testimonial[]> {
  const items = await cms.getTestimonials(lang);
  return items.length > 0 || lang === 'es' ? items : cms.getTestimonials('es');
}
