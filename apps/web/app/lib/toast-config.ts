import type { ToastContainerProps } from 'react-toastify';

/** docs/product.md §9 / docs/design.md §8 toast constants. */
const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = {
  default: 4000,
  error: 4000,
  success: 2000,
  /** A loading toast stays until its promise settles (`notifyPromise`). */
  loading: false,
} as const;
/** How long a dismissed toast stays (fading out) before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1000;
const TOAST_BACKGROUND = '#7D1ED2';

export const TOAST_CONTAINER_PROPS = {
  position: 'top-right',
  limit: TOAST_LIMIT,
  autoClose: TOAST_DURATION_MS.default,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  newestOnTop: false,
  // The light theme keeps the success icon green and the error icon red on the purple toast.
  theme: 'light',
  toastStyle: { background: TOAST_BACKGROUND, color: '#fff' },
} as const satisfies ToastContainerProps;
