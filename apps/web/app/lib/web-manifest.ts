import type { Language } from '@brilla/i18n';
import type { SiteSetting } from '@brilla/types';
import { localizePath } from '~/i18n/language';
import { textOf } from '~/i18n/translator';
import { siteName } from './root-data';

/** The brand colour the browser paints its bar with (`<meta name="theme-color">` too). */
export const THEME_COLOR = '#7D1ED2';

/** A language's manifest address (`/manifest.webmanifest`, `/en/manifest.webmanifest`). */
export const manifestPath = (lang: Language) => localizePath('/manifest.webmanifest', lang);

/**
 * The web app manifest in `lang`: what a phone shows when a visitor adds the site to the home
 * screen (name from the site settings, the home page in that language, the brand icons).
 */
export function webManifest(lang: Language, setting: SiteSetting | null) {
  const name = siteName(setting);
  const start = localizePath('/inicio', lang);
  return {
    id: start,
    name,
    short_name: name,
    description: setting?.defaultSeo?.metaDescription ?? textOf(lang, 'meta.defaultDescription'),
    lang,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: '#FFFFFF',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
