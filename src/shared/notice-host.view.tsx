import { Suspense, lazy, useEffect, useState } from 'react';
import { onFirstNotice } from './notify';

const Toasts = lazy(() => import('./toasts.view'));

/** Mounts the toast container once there is something to show. */
export function NoticeHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstNotice(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
