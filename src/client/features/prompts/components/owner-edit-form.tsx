/**
 * The owner's edit of a prompt in the detail view (SPEC section 4): the draft starts from the
 * current title and content each time edit opens (this form mounts fresh); Save persists with
 * PATCH /api/prompts/{id} (version + 1), Cancel drops the draft.
 */
import { useId, useState } from 'react';
import type * as React from 'react';
import { Loader2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { Prompt } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api';
import { useUpdatePrompt } from '../api/prompts-owner';

export function OwnerEditForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(prompt.title);
  const [content, setContent] = useState(prompt.content);
  const update = useUpdatePrompt();
  const invalid = !title.trim() || !content.trim();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (invalid) {
      toast.error('Error updating prompt', { description: 'Title and content are required.' });
      return;
    }
    update.mutate(
      { id: prompt.id, patch: { title: title.trim(), content } },
      {
        onSuccess: () => {
          toast.success('Prompt updated');
          onDone();
        },
        onError: (error) => toast.error('Error updating prompt', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border p-3 sm:p-4" aria-label="Edit prompt">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-content`}>Prompt</Label>
        <Textarea
          id={`${id}-content`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          required
          className="min-h-48 font-mono text-sm"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
