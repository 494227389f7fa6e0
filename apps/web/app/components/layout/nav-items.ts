import type { Language } from '@brilla/i18n';
import {
  DEFAULT_FOOTER_LINKS,
  DEFAULT_HEADER_MENU,
  type DefaultMenuItem,
  HOME_ALIASES,
  HOME_PATH,
  type SiteSetting,
} from '@brilla/types';
import type { Translate } from '~/i18n/translator';

/** One link of a menu as the frame shows it; `target` is a Spanish site path or a web address. */
export type MenuLink = { key: string; label: string; target: string; highlight: boolean };
export type SiteMenus = { header: MenuLink[]; footer: MenuLink[] };

type Stored = { id?: number; label: string; target: string; highlight?: boolean };

const isHome = (path: string) => (HOME_ALIASES as readonly string[]).includes(path);

/** Site paths and http(s) addresses; anything else in the data is not rendered as a link. */
const isLinkTarget = (target: string) =>
  (target.startsWith('/') && !target.startsWith('//')) || /^https?:\/\//i.test(target);

function fromSettings(links: readonly Stored[]): MenuLink[] {
  return links
    .filter((link) => isLinkTarget(link.target))
    .map((link, index) => ({
      key: `${index}:${link.target}`,
      label: link.label,
      target: link.target,
      highlight: link.highlight === true,
    }));
}

function fromDefaults(items: readonly DefaultMenuItem[], t: Translate): MenuLink[] {
  return items.map((item) => ({
    key: item.labelKey,
    label: t(item.labelKey),
    target: item.target,
    highlight: item.highlight === true,
  }));
}

/**
 * The header menu and the footer's quick links: the site settings' own, in their order, or the
 * specification's (labels from the dictionaries) when the settings bring none: an older CMS, no
 * settings, or settings of another language than the page (the Spanish fallback).
 */
export function siteMenus(
  setting: SiteSetting | null,
  language: Language,
  t: Translate,
): SiteMenus {
  const own = setting && (setting.locale ?? language) === language ? setting : null;
  const header = fromSettings(own?.headerMenu ?? []);
  const footer = fromSettings(own?.footerLinks ?? []);
  return {
    header: header.length > 0 ? header : fromDefaults(DEFAULT_HEADER_MENU, t),
    footer: footer.length > 0 ? footer : fromDefaults(DEFAULT_FOOTER_LINKS, t),
  };
}

/**
 * docs/product.md §2: `/` and `/home` count as home; other items are active when the path starts
 * with theirs. `bare` is the current path without its language prefix; web addresses never are.
 */
export function isNavActive(target: string, bare: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  const path = isHome(target) ? HOME_PATH : target;
  if (path === HOME_PATH && isHome(bare)) return true;
  return bare.startsWith(path);
}
