/** The Prompts tab: search every prompt, open, edit or delete one. */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loader2Icon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { CATEGORY_IDS, SORT_IDS, type SortId } from '../../../../shared/constants';
import type { PromptSummary } from '../../../../shared/schemas';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { useDeletePrompt } from '../../prompts/api/prompts-owner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DELETE_PROMPT_CONFIRMATION } from '../../prompts/my-prompts/my-prompts-page';
import { PromptEditDialog } from '../../prompts/my-prompts/prompt-edit-dialog';
import { PromptDetailDialog } from '../../prompts/components/prompt-detail-dialog';
import { useInvalidateModeration, useModerationPrompts, type ModerationFilters } from './moderation-api';
import { PromptFilters, ModerationItem } from './moderation-item';

export const PROMPT_DELETED = 'Prompt deleted';
export const DELETE_ERROR = 'Error deleting prompt';
export const LOAD_ERROR = 'Error loading prompts';

export function isSortId(value: string | null): value is SortId {
  return SORT_IDS.includes(value as SortId);
}

/** The filters the address asks for, made valid. */
export function readFilters(params: URLSearchParams): ModerationFilters {
  const query = params.get('q')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const sort = params.get('sort');
  return {
    query,
    category: CATEGORY_IDS.includes(category as (typeof CATEGORY_IDS)[number]) ? category : '',
    sort: isSortId(sort) && (sort !== 'relevance' || query) ? sort : 'newest',
  };
}

export function PromptModeration() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (changes: Partial<ModerationFilters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const merged = { ...readFilters(prev), ...changes };
        if (!merged.query && merged.sort === 'relevance') merged.sort = 'newest';
        const entries: [string, string][] = [
          ['q', merged.query],
          ['category', merged.category],
          ['sort', merged.sort === 'newest' ? '' : merged.sort],
        ];
        for (const [key, value] of entries) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const query = useModerationPrompts(filters);
  const { data, isError, error, errorUpdatedAt, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);
  const invalidate = useInvalidateModeration();
  const remove = useDeletePrompt();
  const [openId, setOpenId] = useState<number | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  // The target outlives `isConfirmOpen`, so the closing dialog keeps its title.
  const [deleteTarget, setDeleteTarget] = useState<PromptSummary | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR, { id: 'error-loading-moderation', description: errorMessage(error) });
  }, [isError, error, errorUpdatedAt]);

  const confirmDelete = () => {
    const target = deleteTarget;
    setConfirmOpen(false);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast.success(PROMPT_DELETED),
      onError: (err) => toast.error(DELETE_ERROR, { description: errorMessage(err) }),
      onSettled: invalidate,
    });
  };

  return (
    <section aria-label="Prompts">
      <PromptFilters filters={filters} onChange={update} />

      {query.isPending ? (
        <ListSkeleton
          as="ul"
          count={3}
          rowClassName="h-24 w-full rounded-xl"
          className="space-y-3"
          label="Loading prompts"
        />
      ) : items.length === 0 ? (
        isError ? (
          <LoadError message="The prompts could not be loaded." onRetry={() => void query.refetch()} />
        ) : (
          <EmptyState title="No prompts found" description="Try adjusting your search or filters." />
        )
      ) : (
        <ul
          className={cn('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-label="Prompts found"
          aria-busy={query.isPlaceholderData || undefined}
        >
          {items.map((prompt) => (
            <li key={prompt.id}>
              <ModerationItem
                prompt={prompt}
                onOpen={() => setOpenId(prompt.id)}
                onEdit={() => setEditId(prompt.id)}
                onDelete={() => {
                  setDeleteTarget(prompt);
                  setConfirmOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button type="button" variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Load more
          </Button>
        </div>
      )}

      <PromptDetailDialog
        openKey={openId === null ? null : String(openId)}
        promptId={openId}
        onClose={() => {
          setOpenId(null);
          // Comments deleted in the dialog are moderation too.
          invalidate();
        }}
      />
      <PromptEditDialog
        promptId={editId}
        onClose={() => {
          setEditId(null);
          invalidate();
        }}
      />
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Delete “${deleteTarget?.title ?? ''}”`}
        description={DELETE_PROMPT_CONFIRMATION}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
