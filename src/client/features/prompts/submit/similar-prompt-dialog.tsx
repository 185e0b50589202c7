/**
 * Shown when the duplicate check finds a prompt at least 80% similar (docs/product.md#screens-and-routes).
 * The dialog is about that prompt, so its accessible name is the prompt's title.
 * Escape, the close button and "Cancel Submission" all return to the form with its data.
 */
import type * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import type { SimilarPrompt } from '../../../../shared/schemas';

type SimilarPromptDialogProps = {
  match: SimilarPrompt | null;
  onCancel: () => void;
  onView: () => void;
  onContinue: () => void;
  /** Where focus goes when the dialog closes (the submit button had focus but was disabled). */
  returnFocusRef?: React.RefObject<HTMLElement | null>;
};

/** 0.87 -> 87; a value already given in percent is kept. */
export function similarityPercent(similarity: number): number {
  const percent = similarity <= 1 ? similarity * 100 : similarity;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export function SimilarPromptDialog({ match, onCancel, onView, onContinue, returnFocusRef }: SimilarPromptDialogProps) {
  const percent = match ? similarityPercent(match.similarity) : 0;
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef?.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle className="pr-8 leading-snug break-words">{match?.title}</DialogTitle>
          <DialogDescription>A similar prompt already exists ({percent}% similar).</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          {/* The percentage is in the description; the bar only repeats it visually. */}
          <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-muted-foreground">
            Take a look at it before you continue: if it already covers your idea, consider improving it with a comment
            instead. Your form stays as it is if you cancel.
          </p>
        </div>
        <DialogFooter className="gap-2 sm:flex-wrap">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel Submission
          </Button>
          <Button type="button" variant="secondary" onClick={onView}>
            View Similar Prompt
          </Button>
          <Button type="button" onClick={onContinue}>
            Continue with My Submission
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
