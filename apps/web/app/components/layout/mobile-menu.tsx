import type { SiteSetting } from '@brilla/types';
import { lazy, Suspense } from 'react';
import type { MenuLink } from './nav-items';
import type { PanelState } from './use-panel-state';

// Loaded on first open: focus-trap stays out of the first page load. Once opened it stays
// mounted (hidden while `exited`), so opening again is immediate.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

type Props = {
  state: PanelState;
  setting: SiteSetting | null;
  items: readonly MenuLink[];
  onClose: () => void;
};

export function MobileMenu({ state, setting, items, onClose }: Props) {
  if (state === 'unmounted') return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuPanel state={state} setting={setting} items={items} onClose={onClose} />
    </Suspense>
  );
}
