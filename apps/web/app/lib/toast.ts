import { TOAST_DURATION_MS } from './toast-config';

type Kind = 'success' | 'error' | 'info';
type Toastify = typeof import('react-toastify')['toast'];
const listeners = new Set<() => void>();
let hostRequested = false;
let markMounted: () => void = () => {};
const containerMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The toast container calls this once mounted: from then on toasts can be updated in place. */
export function toastContainerMounted(): void {
  markMounted();
}

/** The frame's toast host mounts the (lazily loaded) container on the first toast. */
export function onToastHostRequested(listener: () => void): () => void {
  if (hostRequested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * react-toastify loads on first use, so pages without toasts never download it. Toasts wait for
 * the (lazily loaded) container: react-toastify would queue a toast raised before it mounts but
 * drop an update of it, leaving a loading toast that never resolves.
 */
async function loadToast(): Promise<Toastify> {
  const { toast } = await import('react-toastify');
  if (!hostRequested) {
    hostRequested = true;
    for (const listener of listeners) listener();
  }
  await containerMounted;
  return toast;
}

export async function notify(kind: Kind, message: string): Promise<void> {
  const toast = await loadToast();
  toast[kind](message, {
    autoClose: kind === 'success' ? TOAST_DURATION_MS.success : TOAST_DURATION_MS.error,
  });
}

export type PromiseMessages<T> = {
  loading: string;
  /** The success text for the value; null removes the loading toast without a result toast. */
  success: (value: T) => string | null;
  error: (reason: unknown) => string;
};

/**
 * docs/product.md §4: a loading toast that lasts until `promise` settles, then turns into a success
 * (2 s) or an error (4 s) toast in place. Resolves or rejects as `promise` does.
 */
export async function notifyPromise<T>(
  promise: Promise<T>,
  messages: PromiseMessages<T>,
): Promise<T> {
  // Observed at once: a rejection while react-toastify loads is not an unhandled one.
  const outcome = promise.then(
    (value) => ({ ok: true, value }) as const,
    (reason: unknown) => ({ ok: false, reason }) as const,
  );
  const toast = await loadToast();
  const id = toast.loading(messages.loading, { autoClose: TOAST_DURATION_MS.loading });
  // What a loading toast switches off comes back for the result toast.
  const settled = { isLoading: false, closeOnClick: true, closeButton: true } as const;
  const result = await outcome;
  if (!result.ok) {
    toast.update(id, {
      ...settled,
      render: messages.error(result.reason),
      type: 'error',
      autoClose: TOAST_DURATION_MS.error,
    });
    throw result.reason;
  }
  const text = messages.success(result.value);
  if (text === null) toast.dismiss(id);
  else
    toast.update(id, {
      ...settled,
      render: text,
      type: 'success',
      autoClose: TOAST_DURATION_MS.success,
    });
  return result.value;
}
