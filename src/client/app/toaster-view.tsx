/**
 * The Toaster itself, loaded with sonner when the first toast is asked for (lib/toast.ts,
 * app-toaster.tsx).
 */
import { useEffect } from 'react';
import * as sonner from 'sonner';
import { Toaster, toast, useSonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '../../shared/constants';
import { useTheme } from '../lib/theme';
import { toasterListening } from '../lib/toast';

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
export default function ToasterView() {
  const { theme } = useTheme();
  // After the Toaster's own effects (a parent's run after its children's): it listens by now.
  useEffect(() => toasterListening(sonner), []);
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
