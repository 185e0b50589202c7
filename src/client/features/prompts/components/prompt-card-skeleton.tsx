import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholder with the card's size, so the grid does not jump when prompts arrive. */
export function PromptCardSkeleton() {
  return (
    <div
      data-testid="prompt-card-skeleton"
      aria-hidden="true"
      className="flex h-full min-h-64 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="min-h-12 space-y-2">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-5 w-2/5" />
      </div>
      <div className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <div className="mt-auto flex gap-1.5">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-14" />
        <Skeleton className="h-5 w-10" />
      </div>
      <div className="flex items-center justify-between border-t pt-3">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-4 w-28" />
      </div>
    </div>
  );
}
