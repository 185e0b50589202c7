import type { ReactNode, RefObject } from 'react';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '../../components/ui/sheet';

type MobileNavSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it has no Radix trigger, so focus is returned to it by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  title: string;
  list: ReactNode;
};

/** The side navigation in a sheet from the left, for screens below 768 px. Loaded on first use. */
export function MobileNavSheet({ open, onOpenChange, returnFocusTo, title, list }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        className="w-72 max-w-[85vw]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader className="pb-0">
          <SheetTitle>{title}</SheetTitle>
        </SheetHeader>
        <nav aria-label={title} className="px-2 pb-4">
          {list}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
