import { useEffect } from 'react';
import { Toaster, toast, useSonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '../../shared/constants';
import { useTheme } from '../lib/theme';

/**
 * Keeps at most TOAST_VISIBLE_MAX toasts: a newer one dismisses the oldest. sonner's
 * `visibleToasts` only made the extra ones transparent; they stayed in the page (and in what
 * a screen reader reads), so a burst showed four.
 */
export function ToastLimit({ max = TOAST_VISIBLE_MAX }: { max?: number }) {
  const { toasts } = useSonner(); // newest first
  useEffect(() => {
    for (const extra of toasts.slice(max)) toast.dismiss(extra.id);
  }, [toasts, max]);
  return null;
}

/** The site's notifications (docs/product.md#limits-and-constants): Alt+T focuses them; 4000 ms; at most 3 visible; in the page's theme. */
export function AppToaster() {
  const { theme } = useTheme();
  return (
    <>
      <Toaster
        hotkey={['altKey', 'KeyT']}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        closeButton
        position="bottom-right"
        theme={theme}
      />
      <ToastLimit />
    </>
  );
}
