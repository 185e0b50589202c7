import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from '../lib/toast';

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * The site's notifications (docs/product.md#limits-and-constants): Alt+T focuses them; 4000 ms;
 * at most 3 visible; in the page's theme. Mounted with the first toast (lib/toast.ts), so a
 * first visit does not load sonner; the server renders nothing here, nor does hydration.
 */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
