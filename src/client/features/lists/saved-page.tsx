/**
 * /saved (docs/product.md: Saved): the user's lists, each expanding to its saved prompts; a virtual
 * Favorites list (id `default`) when there is none. Rename and delete a list, remove one
 * prompt, or select several and Delete Selected.
 */
import { useEffect, useId, useState } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ChevronDownIcon, ExternalLinkIcon, Loader2Icon, PencilIcon, PlusIcon, Trash2Icon, XIcon } from 'lucide-react';
import { toast } from '../../lib/toast';
import { categoryName } from '../../../shared/constants';
import { ListSkeleton, LoadError } from '../../components/list-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { truncateContent } from '../../lib/format';
import { cn } from '../../lib/utils';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSiteInfo } from '../../lib/site-info';
import {
  useCreateList,
  useDeleteList,
  useListPrompts,
  useLists,
  useRemoveFromList,
  useRemoveSelected,
  useRenameList,
} from './api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { validListName } from './list-name';
import { listsForDisplay, type ListView, type SavedItem } from './types';
import { CardCopyButton } from '../../components/card-copy-button';
import { useRequireSession } from '../../lib/use-require-session';

export const EMPTY_LIST_TEXT = 'This list is empty. Save prompts to add them here.';
export const DELETE_LIST_CONFIRMATION =
  'Are you sure you want to delete this list? All saved prompts in this list will be removed.';
const LOAD_ERROR = 'Error loading saved prompts';

export default function SavedPage() {
  const { user, isLoading } = useRequireSession();
  const site = useSiteInfo();
  useDocumentTitle(`Saved · ${site.name}`);
  const lists = useLists(Boolean(user));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (lists.isError) toast.error(LOAD_ERROR, { id: 'error-loading-saved', description: errorMessage(lists.error) });
  }, [lists.isError, lists.error, lists.errorUpdatedAt]);

  if (isLoading || !user)
    return (
      <p role="status" className="sr-only">
        Loading
      </p>
    );

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-4xl">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">Saved Prompts</h1>
        <p className="mt-1 text-muted-foreground">Your collections of saved prompts.</p>
      </header>

      <CreateListForm />

      {lists.isPending ? (
        <ListSkeleton count={2} rowClassName="h-16 w-full rounded-xl" className="mt-6 space-y-3" />
      ) : lists.isError ? (
        <LoadError
          message="Your saved prompts could not be loaded."
          onRetry={() => void lists.refetch()}
          className="mt-6"
        />
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Your lists">
          {listsForDisplay(lists.data).map((list) => (
            <li key={String(list.id)}>
              <ListPanel
                list={list}
                isExpanded={expanded.has(String(list.id))}
                onToggle={() => toggle(String(list.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ListNameValues = { name: string };

function CreateListForm() {
  const id = useId();
  const form = useForm<ListNameValues>({ defaultValues: { name: '' } });
  const create = useCreateList();
  const submit = form.handleSubmit(({ name }) => {
    const valid = validListName(name);
    if (!valid) return;
    create.mutate(valid, {
      onSuccess: () => {
        toast.success('List created');
        form.reset();
      },
      onError: (error) => toast.error('Error creating list', { description: errorMessage(error) }),
    });
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={id}>New list</Label>
        <Input id={id} placeholder="List name" maxLength={100} {...form.register('name')} />
      </div>
      <Button type="submit" disabled={create.isPending}>
        <PlusIcon aria-hidden="true" />
        Create list
      </Button>
    </form>
  );
}

function ListPanel({ list, isExpanded, onToggle }: { list: ListView; isExpanded: boolean; onToggle: () => void }) {
  const panelId = useId();
  const [isRenaming, setIsRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteList = useDeleteList();

  const doDelete = () => {
    setConfirmDelete(false);
    if (typeof list.id !== 'number') return;
    deleteList.mutate(list.id, {
      onSuccess: () => toast.success('List deleted'),
      onError: (error) => toast.error('Error deleting list', { description: errorMessage(error) }),
    });
  };

  return (
    <section className="rounded-xl border bg-card text-card-foreground shadow-sm" aria-label={list.name}>
      <div className="flex flex-wrap items-center gap-2 p-3 sm:p-4">
        {isRenaming && typeof list.id === 'number' ? (
          <RenameListForm id={list.id} name={list.name} onDone={() => setIsRenaming(false)} />
        ) : (
          <>
            <h2 className="min-w-0 flex-1">
              <button
                type="button"
                aria-expanded={isExpanded}
                aria-controls={panelId}
                onClick={onToggle}
                className="flex w-full min-w-0 items-center gap-2 rounded-md text-left text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <ChevronDownIcon
                  className={cn('size-5 shrink-0 transition-transform', isExpanded && 'rotate-180')}
                  aria-hidden="true"
                />
                <span className="truncate">{list.name}</span>
                <Badge variant="secondary" className="shrink-0">
                  {list.promptCount}
                  <span className="sr-only">{list.promptCount === 1 ? ' prompt' : ' prompts'}</span>
                </Badge>
              </button>
            </h2>
            {!list.isVirtual && (
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setIsRenaming(true)}
                  aria-label={`Edit list ${list.name}`}
                >
                  <PencilIcon aria-hidden="true" />
                  <span className="hidden sm:inline">Edit</span>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setConfirmDelete(true)}
                  aria-label={`Delete list ${list.name}`}
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className="hidden sm:inline">Delete</span>
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      {isExpanded && (
        <div id={panelId} className="border-t p-3 sm:p-4">
          <ListPrompts list={list} />
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete list"
        description={DELETE_LIST_CONFIRMATION}
        confirmLabel="Delete"
        onConfirm={doDelete}
      />
    </section>
  );
}

function RenameListForm({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const inputId = useId();
  const form = useForm<ListNameValues>({ defaultValues: { name } });
  const rename = useRenameList();
  const submit = form.handleSubmit((values) => {
    const valid = validListName(values.name);
    if (!valid) return;
    rename.mutate(
      { id, name: valid },
      {
        onSuccess: () => {
          toast.success('List updated');
          onDone();
        },
        onError: (error) => toast.error('Error updating list', { description: errorMessage(error) }),
      },
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex w-full flex-wrap items-center gap-2">
      <Label htmlFor={inputId} className="sr-only">
        List name
      </Label>
      <Input
        id={inputId}
        {...form.register('name')}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        maxLength={100}
        autoFocus
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="sm" disabled={rename.isPending}>
        Save
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

function ListPrompts({ list }: { list: ListView }) {
  const query = useListPrompts(list.id, !list.isVirtual);
  const [selectMode, setSelectMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const removeOne = useRemoveFromList();
  const removeMany = useRemoveSelected();

  useEffect(() => {
    if (query.isError)
      toast.error(LOAD_ERROR, { id: `error-loading-list-${list.id}`, description: errorMessage(query.error) });
  }, [query.isError, query.error, list.id]);

  const items: SavedItem[] = list.isVirtual ? [] : (query.data ?? []);
  if (!list.isVirtual && query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading saved prompts...
      </p>
    );
  }
  if (query.isError && !list.isVirtual) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    );
  }
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{EMPTY_LIST_TEXT}</p>;

  const toggleSelected = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteSelected = () => {
    const promptIds = items.map((i) => i.prompt.id).filter((id) => selected.has(id));
    if (promptIds.length === 0) {
      toast.error('No prompts selected', { description: 'Select the prompts you want to remove.' });
      return;
    }
    removeMany.mutate(
      { listId: list.id, promptIds },
      {
        onSuccess: () => {
          toast.success(promptIds.length === 1 ? 'Prompt removed' : 'Prompts removed');
          setSelected(new Set());
          setSelectMode(false);
        },
        onError: (error) => toast.error('Error removing prompts', { description: errorMessage(error) }),
      },
    );
  };

  const removeSingle = (promptId: number) =>
    removeOne.mutate(
      { listId: list.id, promptIds: [promptId] },
      {
        onSuccess: () => toast.success('Prompt removed'),
        onError: (error) => toast.error('Error removing prompt', { description: errorMessage(error) }),
      },
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={selectMode}
          onClick={() => {
            setSelectMode((on) => !on);
            setSelected(new Set());
          }}
        >
          {selectMode ? 'Cancel Selection' : 'Select'}
        </Button>
        {selectMode && (
          <Button
            type="button"
            variant="destructive"
            size="sm"
            onClick={deleteSelected}
            disabled={removeMany.isPending}
          >
            <Trash2Icon aria-hidden="true" />
            Delete Selected
            {selected.size > 0 && <span className="tabular-nums">({selected.size})</span>}
          </Button>
        )}
      </div>
      <ul className="divide-y" aria-label={`Prompts in ${list.name}`}>
        {items.map(({ prompt }) => (
          <li key={prompt.id} className="flex items-start gap-3 py-3">
            {selectMode && (
              <Checkbox
                className="mt-1"
                checked={selected.has(prompt.id)}
                onCheckedChange={(checked) => toggleSelected(prompt.id, checked === true)}
                aria-label={`Select ${prompt.title}`}
              />
            )}
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="font-medium break-words">{prompt.title}</h3>
              <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                {truncateContent(prompt.contentPreview)}
              </p>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <Badge variant="outline">{categoryName(prompt.category)}</Badge>
                <Link
                  to={`/?prompt=${prompt.id}`}
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`View Prompt ${prompt.title}`}
                >
                  View Prompt
                  <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                </Link>
                <CardCopyButton promptId={prompt.id} title={prompt.title} className="-my-1" />
              </div>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 shrink-0"
              aria-label={`Remove ${prompt.title} from ${list.name}`}
              onClick={() => removeSingle(prompt.id)}
              disabled={removeOne.isPending}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
