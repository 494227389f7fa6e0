import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * docs/product.md §4/§9 modal and offcanvas states, 300 ms transitions:
 * unmounted → entering → entered → exiting → exited (→ entering on the next open).
 * `unmounted`: never opened, nothing rendered; `exited`: closed, kept mounted but hidden.
 */
export const PANEL_TRANSITION_MS = 300;
const PANEL_STATES = ['unmounted', 'exited', 'entering', 'entered', 'exiting'] as const;
export type PanelState = (typeof PANEL_STATES)[number];

/** Open for the visitor: focus trapped, page scroll locked. */
export const isPanelOpen = (state: PanelState) => state === 'entering' || state === 'entered';
/** On screen, fully or partly. */
export const isPanelShown = (state: PanelState) => isPanelOpen(state) || state === 'exiting';

export function usePanelState() {
  const [state, setState] = useState<PanelState>('unmounted');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const open = useCallback(() => {
    clearTimeout(timer.current);
    setState((current) => (isPanelOpen(current) ? current : 'entering'));
  }, []);

  const close = useCallback(() => {
    setState((current) => (isPanelOpen(current) ? 'exiting' : current));
  }, []);

  useEffect(() => {
    if (state === 'entering') {
      // One frame in the start position, then slide in.
      const frame = requestAnimationFrame(() => setState('entered'));
      return () => cancelAnimationFrame(frame);
    }
    if (state === 'exiting') {
      timer.current = setTimeout(() => setState('exited'), PANEL_TRANSITION_MS);
      return () => clearTimeout(timer.current);
    }
    return undefined;
  }, [state]);

  return { state, isOpen: isPanelOpen(state), open, close };
}
