/**
 * /my-prompts (docs/product.md: My prompts): the user's own prompts (GET /api/me/prompts, paged) with
 * Edit (PATCH /api/prompts/{id}) and Delete (DELETE /api/prompts/{id}, confirmed).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Loader2Icon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { PromptSummary } from '../../../../shared/schemas';
import { categoryName } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { errorMessage } from '../../../lib/api';
import { formatRating, formatRatingCount, formatRelativeTime, truncateContent } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteInfo } from '../../../lib/site-info';
import { useDeletePrompt, useMyPrompts } from '../api/prompts-owner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRequireSession } from '../../../lib/use-require-session';
import { PromptEditDialog } from './prompt-edit-dialog';

export const DELETE_PROMPT_CONFIRMATION = 'Are you sure you want to delete this prompt? This action cannot be undone.';

export default function MyPromptsPage() {
  const { user, isLoading } = useRequireSession();
  const site = useSiteInfo();
  useDocumentTitle(`My Prompts · ${site.name}`);
  const query = useMyPrompts(Boolean(user));
  const { data, isError, error, errorUpdatedAt, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);
  const [editId, setEditId] = useState<number | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<PromptSummary | null>(null);
  const remove = useDeletePrompt();

  useEffect(() => {
    if (isError)
      toast.error('Error loading prompts', { id: 'error-loading-my-prompts', description: errorMessage(error) });
  }, [isError, error, errorUpdatedAt]);

  const confirmDelete = () => {
    const target = deleteTarget;
    setDeleteTarget(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast.success('Prompt deleted'),
      onError: (err) => toast.error('Error deleting prompt', { description: errorMessage(err) }),
    });
  };

  if (isLoading || !user) {
    return (
      <p role="status" className="sr-only">
        Loading
      </p>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">My Prompts</h1>
          <p className="mt-1 text-muted-foreground">Prompts you have shared with the community.</p>
        </div>
        <Button asChild>
          <Link to="/submit">
            <PlusIcon aria-hidden="true" />
            Submit Prompt
          </Link>
        </Button>
      </header>

      {query.isPending ? (
        <ListSkeleton
          as="ul"
          count={3}
          rowClassName="h-32 w-full rounded-xl"
          className="space-y-3"
          label="Loading your prompts"
        />
      ) : items.length === 0 ? (
        isError ? (
          <LoadError message="Your prompts could not be loaded." onRetry={() => void query.refetch()} />
        ) : (
          <EmptyState
            title="You haven't shared any prompts yet."
            description="Prompts you submit while signed in show up here."
          />
        )
      ) : (
        <ul className="space-y-3" aria-label="Your prompts">
          {items.map((prompt) => (
            <li key={prompt.id}>
              <MyPromptItem
                prompt={prompt}
                onEdit={() => setEditId(prompt.id)}
                onDelete={() => setDeleteTarget(prompt)}
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

      <PromptEditDialog promptId={editId} onClose={() => setEditId(null)} />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title="Delete prompt"
        description={DELETE_PROMPT_CONFIRMATION}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function MyPromptItem({
  prompt,
  onEdit,
  onDelete,
}: {
  prompt: PromptSummary;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold break-words">
            <Link
              to={`/prompt/${prompt.id}`}
              className="hover:text-primary hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {prompt.title}
            </Link>
          </h2>
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">
            {truncateContent(prompt.contentPreview)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${prompt.title}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${prompt.title}`}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <Badge>{categoryName(prompt.category)}</Badge>
        {prompt.tags.slice(0, 4).map((tag) => (
          <Badge key={tag} variant="secondary">
            {tag}
          </Badge>
        ))}
        <span>
          Rating {formatRating(prompt.rating)} {formatRatingCount(prompt.ratingCount)}
        </span>
        <time dateTime={prompt.createdAt}>{formatRelativeTime(prompt.createdAt)}</time>
      </div>
    </article>
  );
}
