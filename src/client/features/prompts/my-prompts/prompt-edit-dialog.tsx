/**
 * Edit one of the user's prompts (title, content, instructions, category, tags), saved with
 * PATCH /api/prompts/{id}: "Prompt updated" or "Error updating prompt".
 */
import { useId, useState } from 'react';
import type * as React from 'react';
import { Loader2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { Prompt } from '../../../../shared/schemas';
import { PromptFieldsSchema } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api';
import { addTags } from '../../../lib/tags';
import { usePrompt } from '../api/prompts';
import { CategorySelect } from '../components/category-select';
import { TagInput } from '../components/tag-input';
import { useUpdatePrompt } from '../api/prompts-owner';

export const PROMPT_UPDATED = 'Prompt updated';
export const UPDATE_ERROR = 'Error updating prompt';

type Props = { promptId: number | null; onClose: () => void };

export function PromptEditDialog({ promptId, onClose }: Props) {
  return (
    <Dialog open={promptId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit prompt</DialogTitle>
          <DialogDescription>Changes are saved as a new version of the prompt.</DialogDescription>
        </DialogHeader>
        {promptId !== null && <EditLoader promptId={promptId} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditLoader({ promptId, onDone }: { promptId: number; onDone: () => void }) {
  const { data, isError, error, refetch } = usePrompt(promptId);
  if (data && data.id === promptId)
    return <PromptEditForm key={`${data.id}-${data.version}`} prompt={data} onDone={onDone} />;
  if (isError)
    return (
      <div role="alert" className="space-y-3 text-sm">
        <p>{errorMessage(error)}</p>
        <Button type="button" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading prompt...
    </p>
  );
}

type FieldErrors = Partial<Record<'title' | 'content' | 'category' | 'tags', string>>;

export function PromptEditForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(prompt.title);
  const [content, setContent] = useState(prompt.content);
  const [instructions, setInstructions] = useState(prompt.instructions ?? '');
  const [category, setCategory] = useState(prompt.category);
  const [tags, setTags] = useState(prompt.tags);
  const [tagDraft, setTagDraft] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdatePrompt();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const allTags = tagDraft.trim() ? addTags(tags, tagDraft) : tags;
    const parsed = PromptFieldsSchema.safeParse({
      title,
      content,
      instructions: instructions.trim() ? instructions : null,
      category,
      tags: allTags,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      toast.error(UPDATE_ERROR, { description: Object.values(next)[0] ?? 'Please check the form.' });
      return;
    }
    setErrors({});
    setTags(allTags);
    setTagDraft('');
    update.mutate(
      { id: prompt.id, patch: { ...parsed.data, instructions: parsed.data.instructions ?? null } },
      {
        onSuccess: () => {
          toast.success(PROMPT_UPDATED);
          onDone();
        },
        onError: (error) => toast.error(UPDATE_ERROR, { description: errorMessage(error) }),
      },
    );
  };

  const err = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: keyof FieldErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={!!errors.title || undefined}
          aria-describedby={describedBy('title')}
          required
        />
        {err('title')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-content`}>Content</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          className="min-h-40 font-mono text-sm"
          aria-invalid={!!errors.content || undefined}
          aria-describedby={describedBy('content')}
          required
        />
        {err('content')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-instructions`}>Instructions (optional)</Label>
        <Textarea
          id={`${id}-instructions`}
          value={instructions}
          onChange={(e) => setInstructions(e.target.value)}
          className="min-h-20"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <CategorySelect
          id={`${id}-category`}
          value={category}
          onValueChange={setCategory}
          invalid={!!errors.category}
          describedBy={describedBy('category')}
        />
        {err('category')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <TagInput
          id={`${id}-tags`}
          tags={tags}
          onTagsChange={setTags}
          draft={tagDraft}
          onDraftChange={setTagDraft}
          invalid={!!errors.tags}
          describedBy={describedBy('tags')}
          required
        />
        {err('tags')}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </DialogFooter>
    </form>
  );
}
