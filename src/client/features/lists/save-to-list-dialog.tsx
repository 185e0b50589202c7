/**
 * Pick a list (or create one) to save a prompt to: POST /api/lists/{id}/prompts. With no
 * lists yet, the virtual Favorites list (id `default`) is offered and preselected.
 * Loaded on demand: it never ships with the home page.
 */
import { useId, useState } from 'react';
import type * as React from 'react';
import { Loader2Icon, PlusIcon } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/utils';
import { useCreateList, useLists, useSaveToList } from './api';
import { validListName } from './list-name';
import { DEFAULT_LIST_ID, FAVORITES_NAME, listsForDisplay, type ListId, type ListView, type PromptList } from './types';

type Props = { promptId: number | null; promptTitle?: string; onClose: () => void };

export default function SaveToListDialog({ promptId, promptTitle, onClose }: Props) {
  return (
    <Dialog open={promptId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Save to list</DialogTitle>
          <DialogDescription>
            {promptTitle ? `Choose where to save “${promptTitle}”.` : 'Choose a list for this prompt.'}
          </DialogDescription>
        </DialogHeader>
        {promptId !== null && <SaveForm promptId={promptId} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SaveForm({ promptId, onDone }: { promptId: number; onDone: () => void }) {
  const groupId = useId();
  const newId = useId();
  const lists = useLists();
  // Favorites (id `default` until it exists: the server creates it on first save) comes first.
  const shown = lists.data ? withFavorites(lists.data) : [];
  const [choice, setChoice] = useState<ListId | null>(null);
  const [newName, setNewName] = useState('');
  const create = useCreateList();
  const save = useSaveToList();
  const selected: ListId = choice ?? shown[0]?.id ?? DEFAULT_LIST_ID;

  const createList = () => {
    const name = validListName(newName);
    if (!name) return;
    create.mutate(name, {
      onSuccess: (list) => {
        toast.success('List created');
        setNewName('');
        setChoice(list.id);
      },
      onError: (error) => toast.error('Error creating list', { description: errorMessage(error) }),
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const listName = shown.find((l) => l.id === selected)?.name ?? 'Favorites';
    save.mutate(
      { listId: selected, promptId },
      {
        onSuccess: () => {
          toast.success('Prompt saved', { description: `Saved to ${listName}.` });
          onDone();
        },
        onError: (error) => toast.error('Error saving prompt', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {lists.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading lists...
        </p>
      ) : lists.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(lists.error)}
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend id={groupId} className="mb-2 text-sm font-medium">
            Lists
          </legend>
          <div className="max-h-60 space-y-1 overflow-y-auto">
            {shown.map((list) => (
              <label
                key={String(list.id)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
                  selected === list.id && 'border-primary bg-accent',
                )}
              >
                <input
                  type="radio"
                  name={groupId}
                  value={String(list.id)}
                  checked={selected === list.id}
                  onChange={() => setChoice(list.id)}
                  className="size-4 accent-primary"
                />
                <span className="min-w-0 flex-1 truncate">{list.name}</span>
                <span className="text-muted-foreground tabular-nums">{list.promptCount}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="space-y-1.5">
        <Label htmlFor={newId}>Create a new list</Label>
        <div className="flex gap-2">
          <Input
            id={newId}
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                createList();
              }
            }}
            placeholder="List name"
            maxLength={100}
          />
          <Button type="button" variant="outline" onClick={createList} disabled={create.isPending}>
            <PlusIcon aria-hidden="true" />
            Create
          </Button>
        </div>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || lists.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

function withFavorites(lists: PromptList[]): ListView[] {
  const shown = listsForDisplay(lists);
  const favorites = shown.find((l) => l.name === FAVORITES_NAME);
  if (!favorites) return [{ id: DEFAULT_LIST_ID, name: FAVORITES_NAME, promptCount: 0, isVirtual: true }, ...shown];
  return [favorites, ...shown.filter((l) => l !== favorites)];
}
