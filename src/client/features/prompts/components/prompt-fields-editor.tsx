/**
 * The one prompt editor: the fields of a prompt (title, content, instructions, category, tags)
 * on a react-hook-form form (lib/form.ts). The submit screen, the owner's edit dialog (My
 * Prompts, moderation) and the quick edit on the prompt page render it with their own parts
 * around it: the submit flow, the save and cancel buttons. `look` keeps each place's labels,
 * hints and sizes.
 */
import type { ReactNode, Ref, RefObject } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { CategorySelect } from './category-select';
import { TagInput } from './tag-input';

export type PromptEditorValues = {
  title: string;
  content: string;
  instructions: string;
  category: string;
  tags: string[];
  /** Text typed in the tag field and not yet turned into a tag. */
  tagDraft: string;
};
export type PromptEditorField = 'title' | 'content' | 'instructions' | 'category' | 'tags';

/** The empty editor of the submit screen, or one prompt's fields for an edit. */
export function promptEditorValues(
  prompt?: Pick<PromptEditorValues, 'title' | 'content' | 'category' | 'tags'> & { instructions?: string | null },
): PromptEditorValues {
  return {
    title: prompt?.title ?? '',
    content: prompt?.content ?? '',
    instructions: prompt?.instructions ?? '',
    category: prompt?.category ?? '',
    tags: prompt?.tags ?? [],
    tagDraft: '',
  };
}

type Look = 'page' | 'dialog' | 'inline';

const LOOKS: Record<
  Look,
  {
    field: string;
    error: string;
    labels: Record<PromptEditorField, string>;
    optionalBadge: boolean;
    content: string;
    instructions: string;
  }
> = {
  page: {
    field: 'space-y-2',
    error: 'text-sm font-medium text-destructive',
    labels: { title: 'Title', content: 'Content', instructions: 'Instructions', category: 'Category', tags: 'Tags' },
    optionalBadge: true,
    content: 'max-h-[70vh] min-h-60 font-mono text-sm leading-relaxed md:text-sm',
    instructions: 'max-h-[50vh] min-h-24',
  },
  dialog: {
    field: 'space-y-1.5',
    error: 'text-sm text-destructive',
    labels: {
      title: 'Title',
      content: 'Content',
      instructions: 'Instructions (optional)',
      category: 'Category',
      tags: 'Tags',
    },
    optionalBadge: false,
    content: 'min-h-40 font-mono text-sm',
    instructions: 'min-h-20',
  },
  inline: {
    field: 'space-y-1.5',
    error: 'text-sm text-destructive',
    labels: { title: 'Title', content: 'Prompt', instructions: 'Instructions', category: 'Category', tags: 'Tags' },
    optionalBadge: false,
    content: 'min-h-48 font-mono text-sm',
    instructions: 'min-h-20',
  },
};

const ALL_FIELDS: readonly PromptEditorField[] = ['title', 'content', 'instructions', 'category', 'tags'];

type PromptFieldsEditorProps<Output> = {
  form: UseFormReturn<PromptEditorValues, unknown, Output>;
  /** Field ids are `${idPrefix}-title` and so on; hints and errors add `-hint` and `-error`. */
  idPrefix: string;
  look: Look;
  fields?: readonly PromptEditorField[];
  hints?: Partial<Record<PromptEditorField, ReactNode>>;
  placeholders?: Partial<Record<'title' | 'content', string>>;
  /** The fields the person must fill in (marked `required`); all but instructions by default. */
  required?: readonly PromptEditorField[];
  autoFocusTitle?: boolean;
  /** False where the screen says what is wrong in a toast only (the quick edit). */
  showErrors?: boolean;
  categoryRef?: Ref<HTMLButtonElement>;
  categoryClassName?: string;
  tagsInputRef?: RefObject<HTMLInputElement | null>;
  /** Called when the person changes a field (not when the screen fills it in). */
  onFieldChange?: (field: PromptEditorField) => void;
  /** Shown under the tag field (the submit screen's suggested tags). */
  tagsExtra?: ReactNode;
};

export function PromptFieldsEditor<Output>({
  form,
  idPrefix,
  look,
  fields = ALL_FIELDS,
  hints = {},
  placeholders = {},
  required = ['title', 'content', 'category', 'tags'],
  autoFocusTitle = false,
  showErrors = true,
  categoryRef,
  categoryClassName,
  tagsInputRef,
  onFieldChange,
  tagsExtra,
}: PromptFieldsEditorProps<Output>) {
  const style = LOOKS[look];
  const errors: FieldErrors<PromptEditorValues> = form.formState.errors;
  const id = (field: PromptEditorField) => `${idPrefix}-${field}`;
  const message = (field: PromptEditorField) => (showErrors ? errors[field]?.message : undefined);
  const describedBy = (field: PromptEditorField) =>
    [hints[field] ? `${id(field)}-hint` : null, message(field) ? `${id(field)}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = (field: PromptEditorField) => (message(field) ? true : undefined);
  const changed = (field: PromptEditorField) => ({ onChange: () => onFieldChange?.(field) });

  const frame = (field: PromptEditorField, control: ReactNode, extra?: ReactNode) => (
    <div key={field} className={style.field}>
      <div className={style.optionalBadge ? 'flex items-baseline gap-2' : undefined}>
        <Label htmlFor={id(field)} className={style.optionalBadge ? 'text-sm font-medium' : undefined}>
          {style.labels[field]}
        </Label>
        {style.optionalBadge && !required.includes(field) && field === 'instructions' && (
          <span className="text-xs text-muted-foreground">Optional</span>
        )}
      </div>
      {control}
      {extra}
      {hints[field] && (
        <p id={`${id(field)}-hint`} className="text-sm text-muted-foreground">
          {hints[field]}
        </p>
      )}
      {message(field) && (
        <p id={`${id(field)}-error`} className={cn(style.error)}>
          {message(field)}
        </p>
      )}
    </div>
  );

  const controls: Record<PromptEditorField, () => ReactNode> = {
    title: () =>
      frame(
        'title',
        <Input
          id={id('title')}
          placeholder={placeholders.title}
          required={required.includes('title')}
          aria-invalid={invalid('title')}
          aria-describedby={describedBy('title')}
          autoComplete={look === 'page' ? 'off' : undefined}
          autoFocus={autoFocusTitle}
          {...form.register('title', changed('title'))}
        />,
      ),
    content: () =>
      frame(
        'content',
        <Textarea
          id={id('content')}
          placeholder={placeholders.content}
          required={required.includes('content')}
          aria-invalid={invalid('content')}
          aria-describedby={describedBy('content')}
          className={style.content}
          {...form.register('content', changed('content'))}
        />,
      ),
    instructions: () =>
      frame(
        'instructions',
        <Textarea
          id={id('instructions')}
          aria-invalid={invalid('instructions')}
          aria-describedby={describedBy('instructions')}
          className={style.instructions}
          {...form.register('instructions', changed('instructions'))}
        />,
      ),
    category: () =>
      frame(
        'category',
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <CategorySelect
              id={id('category')}
              triggerRef={categoryRef}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                onFieldChange?.('category');
              }}
              required={look === 'page' ? true : undefined}
              invalid={Boolean(message('category'))}
              describedBy={describedBy('category')}
              className={categoryClassName}
            />
          )}
        />,
      ),
    tags: () =>
      frame(
        'tags',
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <Controller
              control={form.control}
              name="tagDraft"
              render={({ field: draft }) => (
                <TagInput
                  id={id('tags')}
                  inputRef={tagsInputRef}
                  tags={field.value}
                  onTagsChange={(tags) => {
                    field.onChange(tags);
                    onFieldChange?.('tags');
                  }}
                  draft={draft.value}
                  onDraftChange={draft.onChange}
                  required={required.includes('tags')}
                  invalid={Boolean(message('tags'))}
                  describedBy={describedBy('tags')}
                />
              )}
            />
          )}
        />,
        tagsExtra,
      ),
  };

  return <>{fields.map((field) => controls[field]())}</>;
}
