import { ToastContainer as Toastify } from 'react-toastify';
import { TOAST_CONTAINER_PROPS } from '~/lib/toast-config';

export default function ToastContainer() {
  return <Toastify {...TOAST_CONTAINER_PROPS} />;
}
