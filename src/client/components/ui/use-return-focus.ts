import { useRef } from 'react';

type Handlers = { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void };

/**
 * Radix dialogs give focus back only to their own Trigger. Ours mostly open from state (a card's
 * bookmark, a row's Delete, the address), so without this the focus fell to <body> on close, and
 * out of an outer dialog when a nested one closed. The element that had focus when the dialog
 * opened (read as Radix is about to move focus in) gets it back, unless the dialog's own
 * `onCloseAutoFocus` already placed it (calling `preventDefault`).
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: Handlers): Required<Handlers> {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const target = returnTo.current;
      returnTo.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
