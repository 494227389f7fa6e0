import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, onToastHostRequested } from './toast';
import { TOAST_CONTAINER_PROPS, TOAST_DURATION_MS } from './toast-config';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

describe('toasts (SPEC.md §9)', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('sit top right, at most 20, 4 s by default, pause on hover, on the brand purple', () => {
    expect(TOAST_CONTAINER_PROPS).toMatchObject({
      position: 'top-right',
      limit: 20,
      autoClose: 4000,
      pauseOnHover: true,
      theme: 'light',
      toastStyle: { background: '#7D1ED2' },
    });
    expect(TOAST_DURATION_MS).toEqual({
      default: 4000,
      error: 4000,
      success: 2000,
      loading: false,
    });
  });

  it('shows success for 2 s and errors for 4 s, mounting the container on first use', async () => {
    const mounted = vi.fn();
    const stop = onToastHostRequested(mounted);
    await notify('success', 'Enviado');
    await notify('error', 'Falló');
    expect(toast.success).toHaveBeenCalledWith('Enviado', { autoClose: 2000 });
    expect(toast.error).toHaveBeenCalledWith('Falló', { autoClose: 4000 });
    expect(mounted).toHaveBeenCalledTimes(1);
    stop();
  });
});
