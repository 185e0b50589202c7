/**
 * Edit one of the user's prompts (title, content, instructions, category, tags), saved with
 * PATCH /api/prompts/{id}: "Prompt updated" or "Error updating prompt".
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2Icon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PromptFieldsSchema, type Prompt, type PromptFields } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { formResolver } from '../../../lib/form';
import { addTags } from '../../../lib/tags';
import { usePrompt } from '../api/prompts';
import { PromptFieldsEditor, promptEditorValues, type PromptEditorValues } from '../components/prompt-fields-editor';
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

/** The owner's edit checks what the server will (PromptFieldsSchema), on the patch it sends. */
const editResolver = formResolver<PromptEditorValues, PromptFields>(PromptFieldsSchema, {
  prepare: (values) => ({
    title: values.title,
    content: values.content,
    instructions: values.instructions.trim() ? values.instructions : null,
    category: values.category,
    // Text still in the tag field counts as a tag.
    tags: values.tagDraft.trim() ? addTags(values.tags, values.tagDraft) : values.tags,
  }),
});

export function PromptEditForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const id = useId();
  // Errors stay until the next Save; nothing takes the focus.
  const form = useForm<PromptEditorValues, unknown, PromptFields>({
    defaultValues: promptEditorValues(prompt),
    resolver: editResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const update = useUpdatePrompt();

  const submit = form.handleSubmit(
    (fields) => {
      form.setValue('tags', fields.tags);
      form.setValue('tagDraft', '');
      update.mutate(
        { id: prompt.id, patch: { ...fields, instructions: fields.instructions ?? null } },
        {
          onSuccess: () => {
            toast.success(PROMPT_UPDATED);
            onDone();
          },
          onError: (error) => toast.error(UPDATE_ERROR, { description: errorMessage(error) }),
        },
      );
    },
    (errors) => {
      const first = Object.values(errors).find((error) => error?.message)?.message;
      toast.error(UPDATE_ERROR, { description: first ?? 'Please check the form.' });
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <PromptFieldsEditor form={form} idPrefix={id} look="dialog" />
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
