import type { SiteSetting } from '@brilla/types';
import { lazy, Suspense } from 'react';
import type { PanelState } from './use-panel-state';

// Loaded on first open: focus-trap stays out of the first page load.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

type Props = { state: PanelState; setting: SiteSetting | null; onClose: () => void };

export function MobileMenu({ state, setting, onClose }: Props) {
  if (state === 'unmounted') return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuPanel state={state} setting={setting} onClose={onClose} />
    </Suspense>
  );
}
