import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANEL_TRANSITION_MS, type PanelState, usePanelState } from './use-panel-state';

describe('offcanvas panel states (docs/product.md §4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes unmounted → entering → entered → exiting → exited, and opens again from exited', async () => {
    vi.useFakeTimers();
    const seen: PanelState[] = [];
    const { result } = renderHook(() => {
      const panel = usePanelState();
      if (seen.at(-1) !== panel.state) seen.push(panel.state);
      return panel;
    });
    expect(result.current.isOpen).toBe(false);

    act(() => result.current.open());
    expect(result.current.state).toBe('entering');
    expect(result.current.isOpen).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current.state).toBe('entered');

    act(() => result.current.close());
    expect(result.current.state).toBe('exiting');
    expect(result.current.isOpen).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(PANEL_TRANSITION_MS - 10));
    expect(result.current.state).toBe('exiting');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current.state).toBe('exited');

    act(() => result.current.open());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(seen).toEqual([
      'unmounted',
      'entering',
      'entered',
      'exiting',
      'exited',
      'entering',
      'entered',
    ]);
  });

  it('ignores close while closed and open while open', () => {
    const { result } = renderHook(() => usePanelState());
    act(() => result.current.close());
    expect(result.current.state).toBe('unmounted');
    act(() => result.current.open());
    act(() => result.current.open());
    expect(result.current.state).toBe('entering');
  });
});
