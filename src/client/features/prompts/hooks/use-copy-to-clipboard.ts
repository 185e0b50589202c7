import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { COPIED_INDICATOR_MS } from '../../../../shared/constants';

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
 * Copy with a "copied" flag that resets after 2 s (SPEC section 4) and the
 * toast `successMessage` (SPEC section 8: Copied to clipboard / Link copied).
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
