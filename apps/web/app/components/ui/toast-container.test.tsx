import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '~/lib/toast-config';
import ToastContainer from './toast-container';

describe('toast container', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a dismissed toast for the 1000 ms removal delay, then removes it', async () => {
    vi.useFakeTimers();
    render(<ToastContainer />);
    let id: string | number = '';
    await act(async () => {
      id = toast.loading('Enviando...', { autoClose: TOAST_DURATION_MS.loading });
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Enviando...')).toBeInTheDocument();
    // Loading lasts until resolved: nothing closes it in the meantime.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Enviando...')).toBeInTheDocument();

    await act(async () => {
      toast.dismiss(id);
      await vi.advanceTimersByTimeAsync(TOAST_REMOVE_DELAY_MS - 50);
    });
    expect(screen.getByText('Enviando...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Enviando...')).toBeNull();
  });
});
