import type { SiteSetting } from '@brilla/types';
import { FocusTrap } from 'focus-trap-react';
import { useEffect } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n/use-t';
import { ContactDetails } from './contact-details';
import type { MenuLink } from './nav-items';
import { NavLinkList } from './nav-link-list';
import { SocialLinks } from './social-links';
import { isPanelOpen, type PanelState } from './use-panel-state';

type Props = {
  state: PanelState;
  setting: SiteSetting | null;
  /** The whole header menu, highlighted items included. */
  items: readonly MenuLink[];
  onClose: () => void;
};

/** Right-side panel: navigation, contact details and social links; focus stays inside. */
export default function MobileMenuPanel({ state, setting, items, onClose }: Props) {
  const t = useT();
  const shown = state === 'entered';
  const open = isPanelOpen(state);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden" data-state={state} hidden={state === 'exited'}>
      <div
        data-testid="mobile-menu-backdrop"
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-night/60 transition-opacity duration-300 ${shown ? 'opacity-100' : 'opacity-0'}`}
      />
      <FocusTrap
        active={open}
        focusTrapOptions={{
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: true,
          fallbackFocus: '#mobile-menu',
          tabbableOptions: { displayCheck: 'none' },
        }}
      >
        <div
          id="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label={t('nav.main')}
          tabIndex={-1}
          className={`absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col gap-8 overflow-y-auto bg-white p-6 text-ink shadow-2xl transition-transform duration-300 ease-in-out ${
            shown ? 'translate-x-0' : 'translate-x-full'
          }`}
        >
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.close')}
            className="round-button ms-auto hover:bg-ink/5"
          >
            <Icon name="close" />
          </button>
          <nav aria-label={t('nav.main')}>
            <NavLinkList
              items={items}
              className="flex flex-col gap-1"
              linkClassName="block rounded-lg px-3 py-3 text-lg font-medium hover:bg-brand-light aria-[current=page]:bg-brand-light aria-[current=page]:font-bold aria-[current=page]:text-brand"
              onNavigate={onClose}
            />
          </nav>
          {setting ? (
            <div className="border-t border-ink/10 pt-6">
              <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-muted">
                {t('footer.contactInfo')}
              </h2>
              <ContactDetails setting={setting} />
              <SocialLinks links={setting.socialLinks} className="mt-6 text-brand" />
            </div>
          ) : null}
        </div>
      </FocusTrap>
    </div>
  );
}
