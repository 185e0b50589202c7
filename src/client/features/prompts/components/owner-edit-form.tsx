/**
 * The owner's edit of a prompt in the detail view (docs/community-api.md): the draft starts
 * from the current title and content each time edit opens (this form mounts fresh); Save
 * persists with PATCH /api/prompts/{id} (version + 1), Cancel drops the draft.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2Icon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import type { Prompt } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { formResolver } from '../../../lib/form';
import { useUpdatePrompt } from '../api/prompts-owner';
import { PromptFieldsEditor, promptEditorValues, type PromptEditorValues } from './prompt-fields-editor';

/** Title and content must not be blank; the title is saved trimmed. */
const QuickEditSchema = z.object({
  title: z.string().trim().min(1),
  content: z.string().refine((content) => content.trim().length > 0),
});

const quickEditResolver = formResolver<PromptEditorValues, z.output<typeof QuickEditSchema>>(QuickEditSchema, {
  prepare: (values) => ({ title: values.title, content: values.content }),
});

export function OwnerEditForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const id = useId();
  const form = useForm<PromptEditorValues, unknown, z.output<typeof QuickEditSchema>>({
    defaultValues: promptEditorValues(prompt),
    resolver: quickEditResolver,
    shouldFocusError: false,
  });
  const update = useUpdatePrompt();

  const submit = form.handleSubmit(
    (patch) =>
      update.mutate(
        { id: prompt.id, patch },
        {
          onSuccess: () => {
            toast.success('Prompt updated');
            onDone();
          },
          onError: (error) => toast.error('Error updating prompt', { description: errorMessage(error) }),
        },
      ),
    // The two fields show no message of their own: the toast says what is missing.
    () => toast.error('Error updating prompt', { description: 'Title and content are required.' }),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-md border p-3 sm:p-4"
      aria-label="Edit prompt"
    >
      <PromptFieldsEditor
        form={form}
        idPrefix={id}
        look="inline"
        fields={['title', 'content']}
        autoFocusTitle
        showErrors={false}
      />
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
