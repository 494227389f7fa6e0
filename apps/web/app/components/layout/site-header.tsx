import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '~/components/ui/icon';
import { SmartLink } from '~/components/ui/smart-link';
import { stripLanguage } from '~/i18n/language';
import { useT } from '~/i18n/use-t';
import { SWITCHER_SLOT_CLASS } from './fixed-language-switcher';
import { Logo } from './logo';
import { isNavActive, type MenuLink } from './nav-items';
import { NavLinkList } from './nav-link-list';
import { useStickyHeader } from './use-sticky-header';

type Props = {
  siteName: string;
  /** The header menu in order; highlighted items are buttons beside it on wide screens. */
  items: readonly MenuLink[];
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
};

/** Transparent over the page's dark hero; white and fixed once scrolled past 100 px. */
export function SiteHeader({ siteName, items, menuOpen, onOpenMenu, menuButtonRef }: Props) {
  const sticky = useStickyHeader();
  const t = useT();
  const bare = stripLanguage(useLocation().pathname);
  const tone = sticky ? 'dark' : 'light';
  return (
    <header
      data-sticky={sticky ? 'true' : 'false'}
      className={`inset-x-0 top-0 z-40 ${
        sticky
          ? 'fixed bg-white/95 shadow-lg shadow-black/5 backdrop-blur motion-safe:animate-[header-in_300ms_ease-out]'
          : // Over the hero its empty parts let clicks through to the page; its controls do not.
            'pointer-events-none absolute bg-transparent'
      }`}
    >
      <div className="container-page flex h-20 items-center gap-4">
        <span className="pointer-events-auto">
          <Logo siteName={siteName} tone={tone} />
        </span>
        <nav aria-label={t('nav.main')} className="pointer-events-auto ms-auto hidden lg:block">
          <NavLinkList
            items={items.filter((item) => !item.highlight)}
            className="flex items-center gap-1"
            linkClassName={`nav-link ${
              sticky
                ? 'text-ink hover:text-brand aria-[current=page]:text-brand'
                : 'text-white/85 hover:text-white aria-[current=page]:text-white aria-[current=page]:bg-white/15'
            }`}
          />
        </nav>
        <div className="pointer-events-auto ms-auto flex items-center gap-3 lg:ms-0">
          {items
            .filter((item) => item.highlight)
            .map((item) => (
              <SmartLink
                key={item.key}
                href={item.target}
                aria-current={isNavActive(item.target, bare) ? 'page' : undefined}
                className="hidden rounded-full bg-brand aria-[current=page]:ring-2 aria-[current=page]:ring-white px-5 py-2.5 text-sm font-semibold text-white shadow-lg shadow-brand/30 transition hover:bg-brand-dark lg:inline-flex"
              >
                {item.label}
              </SmartLink>
            ))}
          <button
            ref={menuButtonRef}
            type="button"
            onClick={onOpenMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t('nav.menu')}
            className={`round-button lg:hidden ${
              sticky ? 'text-ink hover:bg-ink/5' : 'text-white hover:bg-white/10'
            }`}
          >
            <Icon name="menu" />
          </button>
          {/* The language switcher sits here, fixed to the viewport (FixedLanguageSwitcher). */}
          <span aria-hidden="true" className={SWITCHER_SLOT_CLASS} />
        </div>
      </div>
    </header>
  );
}
