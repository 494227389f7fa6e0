import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastHostRequested } from '~/lib/toast';

const ToastContainer = lazy(() => import('./toast-container'));

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastHostRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
