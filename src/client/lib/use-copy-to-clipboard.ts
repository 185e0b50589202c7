import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './toast';
import { COPIED_INDICATOR_MS } from '../../shared/constants';

/** Write text to the clipboard; false when the browser refuses. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function toastCopyFailed() {
  toast.error('Could not copy', {
    description: 'Your browser blocked access to the clipboard. Select the text and copy it by hand.',
  });
}

/**
 * Copy with a "copied" flag that resets after 2 s (docs/product.md#screens-and-routes) and the
 * toast `successMessage` (docs/product.md#messages: Copied to clipboard / Link copied).
 */
export function useCopyToClipboard(successMessage: string) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      if (!(await writeClipboard(text))) {
        toastCopyFailed();
        return;
      }
      toast(successMessage);
      setIsCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
    },
    [successMessage],
  );

  return { isCopied, copy };
}

/**
 * Write text that is still being fetched. Safari allows a clipboard write only in the click's
 * own task, not after an await: a ClipboardItem whose data is a promise is written at once and
 * filled when the text arrives. Browsers without ClipboardItem (or refusing a promise in it)
 * get writeText once the text is there. Rejects when the text cannot be loaded.
 */
export async function writeClipboardLater(text: Promise<string>): Promise<boolean> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    } catch {
      // Fall through: some browsers take only ready data in a ClipboardItem.
    }
  }
  return writeClipboard(await text);
}
