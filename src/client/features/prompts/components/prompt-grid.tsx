import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import type { PromptSummary } from '../../../../shared/schemas';
import { SKELETON_CARD_COUNT } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { usePromptPages, type PromptFilters, type PromptPagesQuery } from '../api/prompts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { EmptyState } from './empty-state';
import { PromptCard } from './prompt-card';
import { PromptCardSkeleton } from './prompt-card-skeleton';

export const LOADING_MORE_TEXT = 'Loading more prompts...';
export const NO_MORE_TEXT = 'No more prompts to load.';

/** "1 prompt", "8 prompts", "1,000+ prompts" (the server counts up to 1,000: decision 017). */
export function matchCountText(total: { count: number; exact: boolean }): string {
  const n = total.count.toLocaleString('en');
  if (!total.exact) return `${n}+ prompts`;
  return total.count === 1 ? '1 prompt' : `${n} prompts`;
}

/** 1 column on small, 2 on medium, 3 on large screens (docs/product.md: Browse screen). */
export function PromptGrid({
  children,
  className,
  ...rest
}: {
  children: ReactNode;
  className?: string;
  'aria-busy'?: boolean;
}) {
  return (
    <div className={cn('grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3', className)} {...rest}>
      {children}
    </div>
  );
}

export function PromptGridSkeleton() {
  return (
    <PromptGrid aria-busy>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <PromptCardSkeleton key={index} />
      ))}
    </PromptGrid>
  );
}

type PromptResultsProps = {
  filters: PromptFilters;
  onOpenPrompt: (id: number) => void;
  isSignedIn?: boolean;
  savedIds?: ReadonlySet<number>;
  onSavePrompt?: (id: number) => void;
  /** Another list of prompts in the same pages (a profile's prompts) instead of the filtered feed. */
  pages?: PromptPagesQuery;
};

/**
 * The browse results: first batch (with skeletons), then infinite scroll in
 * batches of 6. A failed load shows the toast "Error loading prompts"; the
 * list is then empty (docs/product.md#messages), or keeps what already loaded.
 */
export function PromptResults({
  filters,
  onOpenPrompt,
  isSignedIn = false,
  savedIds,
  onSavePrompt,
  pages,
}: PromptResultsProps) {
  const feed = usePromptPages(filters, { enabled: !pages });
  const query = pages ?? feed;
  const {
    data,
    isPending,
    isError,
    error,
    errorUpdatedAt,
    hasNextPage,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  } = query;

  useEffect(() => {
    if (!isError) return;
    toast.error('Error loading prompts', { id: 'error-loading-prompts', description: errorMessage(error) });
  }, [isError, error, errorUpdatedAt]);

  const items = useMemo(() => uniqueById(data?.pages.flatMap((page) => page.items) ?? []), [data]);

  const canLoadMore = hasNextPage && !isFetching && !isFetchNextPageError;
  const loadMore = () => void fetchNextPage({ cancelRefetch: false });
  const { sentinelRef, isScheduled } = useInfiniteScroll({ canLoadMore, onLoadMore: loadMore });

  const isLoadingMore = isFetchingNextPage || isScheduled;

  // After "Load more prompts", move focus to the first new card so keyboard users continue there.
  const focusAfterLoad = useRef<number | null>(null);
  const loadMoreByButton = () => {
    if (isFetchingNextPage) return;
    focusAfterLoad.current = items.length;
    loadMore();
  };
  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || items.length <= index) return;
    focusAfterLoad.current = null;
    const first = items[index];
    if (first) document.querySelector<HTMLElement>(`a[data-card-link][href="/prompt/${first.id}"]`)?.focus();
  }, [items]);
  const total = data?.pages[0]?.total;
  const status = isLoadingMore ? LOADING_MORE_TEXT : !isPending && !hasNextPage && items.length > 0 ? NO_MORE_TEXT : '';

  return (
    <div>
      {/* How many prompts match: announced when a search or filter changes it. */}
      <p aria-live="polite" aria-atomic="true" className="mb-3 min-h-5 text-sm text-muted-foreground tabular-nums">
        {!isPending && total && items.length > 0 ? matchCountText(total) : ''}
      </p>
      {isPending ? (
        <PromptGridSkeleton />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <PromptGrid>
          {items.map((prompt) => (
            <PromptCard
              key={prompt.id}
              prompt={prompt}
              onOpen={onOpenPrompt}
              isSignedIn={isSignedIn}
              isSaved={savedIds?.has(prompt.id) ?? false}
              onSave={onSavePrompt}
            />
          ))}
        </PromptGrid>
      )}

      {/* Infinite scroll watches this line; it sits just below the last card. */}
      <div ref={sentinelRef} aria-hidden="true" className="h-px" />

      <p role="status" aria-live="polite" className="min-h-6 py-4 text-center text-sm text-muted-foreground">
        {status}
      </p>

      {hasNextPage && (
        <div className="flex justify-center">
          {/* For keyboard users and failed loads: visible when focused, or after an error. */}
          <Button
            type="button"
            variant="outline"
            aria-disabled={isLoadingMore}
            onClick={loadMoreByButton}
            className={cn(!isFetchNextPageError && 'sr-only focus-visible:not-sr-only')}
          >
            {isFetchNextPageError ? 'Try loading more prompts again' : 'Load more prompts'}
          </Button>
        </div>
      )}
    </div>
  );
}

function uniqueById(items: PromptSummary[]): PromptSummary[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
