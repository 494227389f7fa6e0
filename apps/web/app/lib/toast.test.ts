import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, notifyPromise, onToastHostRequested, toastContainerMounted } from './toast';
import { TOAST_CONTAINER_PROPS, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-config';

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  loading: vi.fn(() => 'toast-1'),
  update: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

describe('toasts (docs/product.md §9)', () => {
  beforeEach(() => {
    for (const fn of Object.values(toast)) fn.mockClear();
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
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000);
  });

  it('asks for the container on first use and waits for it before showing anything', async () => {
    const requested = vi.fn();
    const stop = onToastHostRequested(requested);
    const shown = notifyPromise(Promise.resolve('ok'), {
      loading: 'Enviando...',
      success: () => 'Listo',
      error: () => 'Falló',
    });
    await vi.waitFor(() => expect(requested).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // An update of a toast raised before the container mounts would be lost.
    expect(toast.loading).not.toHaveBeenCalled();
    toastContainerMounted();
    await expect(shown).resolves.toBe('ok');
    expect(toast.loading).toHaveBeenCalledTimes(1);
    expect(toast.update).toHaveBeenCalledWith(
      'toast-1',
      expect.objectContaining({ render: 'Listo', type: 'success' }),
    );
    stop();
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

  it('keeps a loading toast until the promise resolves, then turns it into a success', async () => {
    let resolve: (value: string) => void = () => {};
    const work = new Promise<string>((ok) => {
      resolve = ok;
    });
    const shown = notifyPromise(work, {
      loading: 'Enviando...',
      success: (value) => `Listo: ${value}`,
      error: () => 'Falló',
    });
    await vi.waitFor(() =>
      expect(toast.loading).toHaveBeenCalledWith('Enviando...', { autoClose: false }),
    );
    expect(toast.update).not.toHaveBeenCalled();
    resolve('ok');
    await expect(shown).resolves.toBe('ok');
    expect(toast.update).toHaveBeenCalledWith(
      'toast-1',
      expect.objectContaining({
        render: 'Listo: ok',
        type: 'success',
        isLoading: false,
        autoClose: 2000,
      }),
    );
  });

  it('turns the loading toast into an error when the promise rejects, and rejects too', async () => {
    const failure = new Error('down');
    const shown = notifyPromise(Promise.reject(failure), {
      loading: 'Sending...',
      success: () => 'Sent',
      error: (reason) => `Error: ${(reason as Error).message}`,
    });
    await expect(shown).rejects.toBe(failure);
    expect(toast.update).toHaveBeenCalledWith(
      'toast-1',
      expect.objectContaining({
        render: 'Error: down',
        type: 'error',
        isLoading: false,
        autoClose: 4000,
      }),
    );
  });

  it('dismisses the loading toast when there is nothing to report', async () => {
    await notifyPromise(Promise.resolve('invalid'), {
      loading: 'Sending...',
      success: () => null,
      error: () => 'Error',
    });
    expect(toast.dismiss).toHaveBeenCalledWith('toast-1');
    expect(toast.update).not.toHaveBeenCalled();
  });

  it('mounts the host once, on the first toast of the page, for every listener still listening', async () => {
    vi.resetModules();
    const page = await import('./toast');
    const host = vi.fn();
    const gone = vi.fn();
    page.onToastHostRequested(host);
    const stop = page.onToastHostRequested(gone);
    stop();
    // Nothing is mounted before a toast is raised.
    expect(host).not.toHaveBeenCalled();
    page.toastContainerMounted();
    await page.notify('info', 'Hola');
    await page.notify('success', 'Listo');
    expect(host).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    // A host that mounts later is asked at once.
    const late = vi.fn();
    page.onToastHostRequested(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
