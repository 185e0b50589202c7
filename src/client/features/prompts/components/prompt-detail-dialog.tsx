import { useLayoutEffect, useRef } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { PromptPage, PromptSummary } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { promptKeys, usePrompt } from '../api/prompts';
import { useRecordView } from '../hooks/use-record-view';
import { PromptDetail, PromptDetailSkeleton } from './prompt-detail';
import { isNotFoundError, PROMPT_NOT_FOUND_TEXT, PROMPT_NOT_FOUND_TITLE } from './prompt-not-found';

const detailContentClass = 'p-4 sm:p-6';
const dialogTitleClass = 'pr-8 text-2xl leading-tight font-bold tracking-tight break-words';

type PromptDetailDialogProps = {
  /** What the address asks to open (`#prompt-{key}`), or null when closed. */
  openKey: string | null;
  /** `openKey` as a valid prompt id; null for an invalid key (shown as not found). */
  promptId: number | null;
  onClose: () => void;
};

/** The prompt opened from the browse grid or the address hash (docs/product.md: Browse screen). */
export function PromptDetailDialog({ openKey, promptId, onClose }: PromptDetailDialogProps) {
  const isOpen = openKey !== null;
  const returnFocus = useRef<HTMLElement | null>(null);

  // Remember what had focus (the card's link) before Radix moves focus into the dialog.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [isOpen]);

  // Radix returns focus only to a DialogTrigger; this dialog opens from the address, so do it here.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const target =
      (returnFocus.current?.isConnected ? returnFocus.current : null) ??
      (promptId !== null ? document.querySelector<HTMLElement>(`a[data-card-link][href="/prompt/${promptId}"]`) : null);
    target?.focus({ preventScroll: true });
    returnFocus.current = null;
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <PromptDialogContent key={openKey} promptId={promptId} onCloseAutoFocus={restoreFocus} />}
    </Dialog>
  );
}

type PromptDialogContentProps = { promptId: number | null; onCloseAutoFocus: (event: Event) => void };

function PromptDialogContent({ promptId, onCloseAutoFocus }: PromptDialogContentProps) {
  const { data, error, isError, refetch, isFetching } = usePrompt(promptId);
  const summary = useCachedSummary(promptId);
  const prompt = data && data.id === promptId ? data : null;
  useRecordView(prompt ? prompt.id : null);

  const isNotFound = promptId === null || (isError && !prompt && isNotFoundError(error));

  if (isNotFound) {
    return (
      <DialogContent showCloseButton={false} className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="text-xl font-bold">{PROMPT_NOT_FOUND_TITLE}</DialogTitle>
        <DialogDescription>{PROMPT_NOT_FOUND_TEXT}</DialogDescription>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button type="button">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    );
  }

  if (prompt) {
    return (
      <DialogContent aria-describedby={undefined} className={detailContentClass} onCloseAutoFocus={onCloseAutoFocus}>
        <PromptDetail prompt={prompt} title={<DialogTitle className={dialogTitleClass}>{prompt.title}</DialogTitle>} />
      </DialogContent>
    );
  }

  if (isError) {
    return (
      <DialogContent className={detailContentClass} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className={dialogTitleClass}>{summary?.title ?? 'Could not load this prompt'}</DialogTitle>
        <DialogDescription>{errorMessage(error, 'Something went wrong')}</DialogDescription>
        <div className="flex justify-end">
          <Button type="button" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        </div>
      </DialogContent>
    );
  }

  return (
    <DialogContent aria-describedby={undefined} className={detailContentClass} onCloseAutoFocus={onCloseAutoFocus}>
      <PromptDetailSkeleton
        title={
          <DialogTitle className={summary ? dialogTitleClass : 'sr-only'}>
            {summary?.title ?? 'Loading prompt'}
          </DialogTitle>
        }
      />
    </DialogContent>
  );
}

/** The card's summary from the loaded browse pages, so the dialog shows the title at once. */
function useCachedSummary(id: number | null): PromptSummary | undefined {
  const queryClient = useQueryClient();
  if (id === null) return undefined;
  const lists = queryClient.getQueriesData<InfiniteData<PromptPage>>({ queryKey: [...promptKeys.all, 'list'] });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
