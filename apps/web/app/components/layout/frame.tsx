import type { ReactNode } from 'react';
import { useCallback, useMemo, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ServerHtml } from '~/components/ui/server-html';
import { ToastHost } from '~/components/ui/toast-host';
import { useLanguage } from '~/i18n/language-context';
import { useT } from '~/i18n/use-t';
import { type RootData, siteName } from '~/lib/root-data';
import { FixedLanguageSwitcher, SWITCHER_SLOT_CLASS } from './fixed-language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { siteMenus } from './nav-items';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { isPanelShown, usePanelState } from './use-panel-state';
import { WhatsAppButton } from './whatsapp-button';

/**
 * docs/design.md §4: the full frame, or the minimal one of the `/single/…` landing pages.
 * `previewBar`: the bar an editor's preview shows (the layout route gives it).
 */
export function Frame({
  children,
  minimal = false,
  previewBar,
}: {
  children: ReactNode;
  minimal?: boolean;
  previewBar?: ReactNode;
}) {
  const { language } = useLanguage();
  const t = useT();
  const root = useRouteLoaderData<RootData>('root');
  const setting = root?.setting ?? null;
  const name = siteName(setting);
  const menus = siteMenus(setting, language, t);
  const year = root?.year ?? new Date().getFullYear();
  const panel = usePanelState();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => panel.close(), [panel.close]);
  // The footer holds only links: on the first load it keeps the server's HTML (never hydrated)
  // until what it shows changes (another language or settings, the minimal frame).
  const footerContent = useMemo(
    () => ({ setting, language, minimal, year }),
    [setting, language, minimal, year],
  );

  return (
    <>
      <SkipLink />
      {minimal ? (
        <header className="pointer-events-none absolute inset-x-0 top-0 z-40">
          <div className="container-page flex h-20 items-center justify-between">
            <span className="pointer-events-auto">
              <Logo siteName={name} />
            </span>
            <span aria-hidden="true" className={SWITCHER_SLOT_CLASS} />
          </div>
        </header>
      ) : (
        <>
          <SiteHeader
            siteName={name}
            items={menus.header}
            menuOpen={panel.isOpen}
            onOpenMenu={panel.open}
            menuButtonRef={menuButton}
          />
          <MobileMenu
            state={panel.state}
            setting={setting}
            items={menus.header}
            onClose={closeMenu}
          />
        </>
      )}
      <FixedLanguageSwitcher hidden={isPanelShown(panel.state)} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <ServerHtml content={footerContent}>
        <SiteFooter
          setting={setting}
          links={menus.footer}
          siteName={name}
          year={year}
          minimal={minimal}
        />
      </ServerHtml>
      <aside aria-label={t('common.quickActions')}>
        {setting ? (
          <WhatsAppButton number={setting.whatsappNumber} message={setting.whatsappMessage} />
        ) : null}
        <ScrollToTop />
      </aside>
      {previewBar}
      <ToastHost />
    </>
  );
}
