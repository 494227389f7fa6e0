import { useEffect } from 'react';
import { ToastContainer as Toastify } from 'react-toastify';
import { toastContainerMounted } from '~/lib/toast';
import { TOAST_CONTAINER_PROPS } from '~/lib/toast-config';
import { ToastTransition } from './toast-transition';

export default function ToastContainer() {
  // After react-toastify's own effects (children's run first): it has registered its container.
  useEffect(() => toastContainerMounted(), []);
  return <Toastify {...TOAST_CONTAINER_PROPS} transition={ToastTransition} />;
}
