import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC.md §4/§9: unmounted → entering → entered → exiting → unmounted, 300 ms transitions. */
export const PANEL_TRANSITION_MS = 300;
export type PanelState = 'unmounted' | 'entering' | 'entered' | 'exiting';

export function usePanelState() {
  const [state, setState] = useState<PanelState>('unmounted');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const open = useCallback(() => {
    clearTimeout(timer.current);
    setState('entering');
  }, []);

  const close = useCallback(() => {
    setState((current) => (current === 'unmounted' ? current : 'exiting'));
  }, []);

  useEffect(() => {
    if (state === 'entering') {
      // One frame in the start position, then slide in.
      const frame = requestAnimationFrame(() => setState('entered'));
      return () => cancelAnimationFrame(frame);
    }
    if (state === 'exiting') {
      timer.current = setTimeout(() => setState('unmounted'), PANEL_TRANSITION_MS);
      return () => clearTimeout(timer.current);
    }
    return undefined;
  }, [state]);

  return { state, isOpen: state === 'entering' || state === 'entered', open, close };
}
