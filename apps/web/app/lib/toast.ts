import { TOAST_DURATION_MS } from './toast-config';

type Kind = 'success' | 'error' | 'info';
const listeners = new Set<() => void>();
let hostRequested = false;

/** The frame's toast host mounts the (lazily loaded) container on the first toast. */
export function onToastHostRequested(listener: () => void): () => void {
  if (hostRequested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast; react-toastify loads on first use, so pages without toasts never download it.
 * Toasts raised before the container mounts are queued by react-toastify and shown on mount.
 */
export async function notify(kind: Kind, message: string): Promise<void> {
  const { toast } = await import('react-toastify');
  if (!hostRequested) {
    hostRequested = true;
    for (const listener of listeners) listener();
  }
  toast[kind](message, {
    autoClose: kind === 'success' ? TOAST_DURATION_MS.success : TOAST_DURATION_MS.error,
  });
}
