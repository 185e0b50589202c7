/**
 * /admin/prompts (DECISIONS.md: moderation gets a real screen): search every prompt with the
 * browse search (GET /api/admin/prompts), open one (the prompt detail dialog, whose comments
 * panel lets admins delete any comment), edit it (the My Prompts edit dialog, PATCH
 * /api/prompts/{id}) or delete it after the My Prompts confirmation (DELETE /api/prompts/{id}).
 * The server records those actions; the Audit log tab lists every admin action, newest first.
 * Search, category, sort and the open tab live in the address, so a view can be shared.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronDownIcon, EyeIcon, Loader2Icon, PencilIcon, RefreshCwIcon, Search, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { AuditEntry } from '../../../../shared/admin-schemas';
import {
  CATEGORY_IDS,
  RELEVANCE_SORT_NAME,
  SORT_IDS,
  SORT_OPTIONS,
  categoryName,
  type SortId,
} from '../../../../shared/constants';
import type { PromptSummary } from '../../../../shared/schemas';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { formatPostedDate } from '../../../lib/format';
import { AuthorCredit } from '../../../components/author-credit';
import { useDeletePrompt } from '../../prompts/api/prompts-owner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DELETE_PROMPT_CONFIRMATION } from '../../prompts/my-prompts/my-prompts-page';
import { PromptEditDialog } from '../../prompts/my-prompts/prompt-edit-dialog';
import { PromptDetailDialog } from '../../prompts/components/prompt-detail-dialog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchText } from '../../prompts/hooks/use-search-text';
import { CategorySelect } from '../../prompts/components/category-select';
import { useSiteInfo } from '../../../lib/site-info';
import { AdminPageHeader } from '../admin-layout';
import { describeAuditEntry, formatAuditTime, hasAuditDetails } from './audit-entry';
import { useAuditLog, useInvalidateModeration, useModerationPrompts, type ModerationFilters } from './moderation-api';

export const MODERATE_PROMPTS_TITLE = 'Moderate Prompts';
export const PROMPT_DELETED = 'Prompt deleted';
export const DELETE_ERROR = 'Error deleting prompt';
export const LOAD_ERROR = 'Error loading prompts';

type Tab = 'prompts' | 'audit';

function isSortId(value: string | null): value is SortId {
  return SORT_IDS.includes(value as SortId);
}

/** The filters the address asks for, made valid. */
function readFilters(params: URLSearchParams): ModerationFilters {
  const query = params.get('q')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const sort = params.get('sort');
  return {
    query,
    category: CATEGORY_IDS.includes(category as (typeof CATEGORY_IDS)[number]) ? category : '',
    sort: isSortId(sort) && (sort !== 'relevance' || query) ? sort : 'newest',
  };
}

export default function AdminPromptsPage() {
  const site = useSiteInfo();
  useDocumentTitle(`${MODERATE_PROMPTS_TITLE} · ${site.name}`);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'audit' ? 'audit' : 'prompts';

  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'audit') next.set('tab', 'audit');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-5xl">
      <AdminPageHeader
        title={MODERATE_PROMPTS_TITLE}
        description="Search every prompt; open, edit or delete any of them. Each action on someone else's prompt or comment is recorded in the audit log."
      />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="prompts">Prompts</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="prompts">
          <PromptModeration />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </div>
  );
}

// ---------- prompts ----------

function PromptModeration() {
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

function PromptFilters({
  filters,
  onChange,
}: {
  filters: ModerationFilters;
  onChange: (changes: Partial<ModerationFilters>) => void;
}) {
  const id = useId();
  const { text, setText, flush } = useSearchText(filters.query, (q) => onChange({ query: q }));
  const sorts = filters.query ? [{ id: 'relevance', name: RELEVANCE_SORT_NAME }, ...SORT_OPTIONS] : SORT_OPTIONS;
  return (
    // Search and the two selects share a row from xl: beside the admin menu at 768 px, the search
    // box was left ~110 px wide.
    <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-end">
      <form
        role="search"
        className="min-w-0 flex-1 space-y-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          flush();
        }}
      >
        <Label htmlFor={`${id}-q`}>Search prompts</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Title, text, tag or category"
            autoComplete="off"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
      </form>
      <div className="grid grid-cols-2 gap-3 xl:flex">
        <div className="min-w-0 space-y-1.5 xl:w-44">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <CategorySelect
            id={`${id}-category`}
            value={filters.category}
            onValueChange={(category) => onChange({ category })}
            hasAllOption
          />
        </div>
        <div className="min-w-0 space-y-1.5 xl:w-44">
          <Label htmlFor={`${id}-sort`}>Sort By</Label>
          <Select value={filters.sort} onValueChange={(value) => onChange({ sort: value as SortId })}>
            <SelectTrigger id={`${id}-sort`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sorts.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {s.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}

type ModerationItemProps = { prompt: PromptSummary; onOpen: () => void; onEdit: () => void; onDelete: () => void };

function ModerationItem({ prompt, onOpen, onEdit, onDelete }: ModerationItemProps) {
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h2 id={`${id}-title`} className="font-semibold break-words">
          {prompt.title}
        </h2>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>By</dt>
            <dd className="text-foreground">
              <AuthorCredit author={prompt.author} source={prompt.source} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Category</dt>
            <dd>{categoryName(prompt.category)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Created</dt>
            <dd>
              <time dateTime={prompt.createdAt}>{formatPostedDate(prompt.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Id</dt>
            <dd>#{prompt.id}</dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onOpen} aria-label={`Open ${prompt.title}`}>
          <EyeIcon aria-hidden="true" />
          Open
        </Button>
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
    </article>
  );
}

// ---------- audit log ----------

function AuditLog() {
  const log = useAuditLog();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  const entries = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);

  return (
    <section aria-labelledby="audit-log-heading">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="audit-log-heading" className="text-lg font-semibold">
          Audit log
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCwIcon className={log.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {log.isPending ? (
        <ListSkeleton
          count={4}
          rowClassName="h-14 w-full rounded-lg"
          className="space-y-2"
          label="Loading the audit log"
        />
      ) : log.isError && entries.length === 0 ? (
        <LoadError
          message="The audit log could not be loaded."
          detail={errorMessage(log.error)}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing recorded yet." description="Admin and moderation actions show up here." />
      ) : (
        <ol className="divide-y rounded-xl border" aria-label="Audit log entries, newest first">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditRow entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button type="button" variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Load more
          </Button>
        </div>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const what = describeAuditEntry(entry);
  return (
    <div className="grid gap-1 p-3 text-sm md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:gap-4">
      <p className="min-w-0 font-medium break-words">
        <span className="sr-only">Who: </span>
        {entry.actor ? (
          <>
            <AuthorCredit author={entry.actor} />
            <span className="block text-xs font-normal break-all text-muted-foreground">{entry.actor.email}</span>
          </>
        ) : (
          <span className="text-muted-foreground italic">Removed account</span>
        )}
      </p>
      <div className="min-w-0">
        <p className="break-words">
          <span className="sr-only">What: </span>
          {what}
        </p>
        {hasAuditDetails(entry) && (
          <details className="group mt-1">
            <summary className="inline-flex cursor-pointer items-center gap-1 rounded-sm text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <ChevronDownIcon className="size-3.5 transition-transform group-open:rotate-180" aria-hidden="true" />
              Details<span className="sr-only"> of “{what}”</span>
            </summary>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">Action</dt>
              <dd className="font-mono break-words">{entry.action}</dd>
              <dt className="text-muted-foreground">Target</dt>
              <dd className="font-mono break-words">
                {entry.targetType}
                {entry.targetId ? ` ${entry.targetId}` : ''}
              </dd>
            </dl>
            <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-2 text-xs break-words whitespace-pre-wrap">
              {JSON.stringify(entry.details, null, 2)}
            </pre>
          </details>
        )}
      </div>
      <p className="text-muted-foreground md:text-right">
        <span className="sr-only">When: </span>
        <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt)}</time>
      </p>
    </div>
  );
}
