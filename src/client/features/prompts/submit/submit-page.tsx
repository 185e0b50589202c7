/**
 * /submit (SPEC.md sections 2, 4, 5): open to visitors. Title, content, optional
 * instructions, category and tags; the category is picked and tags are suggested from the
 * prompt text; the submit flow itself lives in use-submit-prompt.ts.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Loader2Icon, PlusIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { PromptFieldsSchema } from '../../../../shared/schemas';
import { addTags } from '../../../lib/tags';
import { autoPickCategory } from '../../../lib/category-autopick';
import { suggestTags } from '../../../lib/tag-suggest';
import { cn } from '../../../lib/utils';
import { CategorySelect } from '../components/category-select';
import { TagInput } from '../components/tag-input';
import { SimilarPromptDialog } from './similar-prompt-dialog';
import {
  FIELD_ORDER,
  MISSING_FIELDS,
  SUBMIT_ERROR_TITLE,
  findMissingFields,
  useSubmitPrompt,
  type FieldErrors,
  type SubmitField,
  type SubmitPhase,
} from './use-submit-prompt';
import { useSiteInfo } from '../../../lib/site-info';

/** Category auto-pick and tag suggestion wait until typing pauses this long. */
export const AUTO_FILL_DELAY_MS = 300;

const SUBMIT_LABELS: Record<SubmitPhase, string> = {
  idle: 'Submit Prompt',
  checking: 'Checking for duplicates...',
  submitting: 'Submitting...',
  submitted: 'Submitting...',
};

const FIELD_IDS: Record<SubmitField, string> = {
  title: 'submit-title',
  content: 'submit-content',
  instructions: 'submit-instructions',
  category: 'submit-category',
  tags: 'submit-tags',
};

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * Where tags came from: none yet, suggested from the content (replaced while the content
 * changes, as long as the person has not touched them), or chosen by the person.
 */
type TagsSource = 'none' | 'auto' | 'user';

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, i) => tag === b[i]);
}

export default function SubmitPage() {
  const site = useSiteInfo();
  useEffect(() => {
    document.title = `Submit a Prompt · ${site.name}`;
  }, [site.name]);

  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [instructions, setInstructions] = useState('');
  const [category, setCategory] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [tagDraft, setTagDraft] = useState('');
  const [tagsSource, setTagsSource] = useState<TagsSource>('none');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const instructionsRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLButtonElement>(null);
  const tagsRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  function focusFirstInvalid(fieldErrors: FieldErrors) {
    const refs: Record<SubmitField, React.RefObject<HTMLElement | null>> = {
      title: titleRef,
      content: contentRef,
      instructions: instructionsRef,
      category: categoryRef,
      tags: tagsRef,
    };
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (first) refs[first].current?.focus();
  }

  const { phase, isBusy, similarMatch, submit, cancelSimilar, viewSimilar, continueSubmission } = useSubmitPrompt({
    onFieldErrors: (fieldErrors) => {
      setErrors(fieldErrors);
      focusFirstInvalid(fieldErrors);
    },
  });

  // Category auto-pick and tag suggestion (SPEC.md section 5), once typing pauses. The
  // thresholds (20+ characters and a score above 2; 15+ characters and at most 2 tags)
  // live in autoPickCategory and suggestTags.
  useEffect(() => {
    const timer = setTimeout(() => {
      setCategory((current) => autoPickCategory(content, current) ?? current);
      if (tagsSource !== 'user') {
        const suggested = suggestTags(content, []);
        setTags((current) => (sameTags(current, suggested) ? current : suggested));
        setTagsSource(suggested.length ? 'auto' : 'none');
      }
    }, AUTO_FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, tagsSource]);

  // A field's error goes away as soon as its value changes (it is checked again on submit).
  const tagsKey = tags.join('\u0000');
  useClearErrorOnChange(setErrors, 'title', title);
  useClearErrorOnChange(setErrors, 'content', content);
  useClearErrorOnChange(setErrors, 'instructions', instructions);
  useClearErrorOnChange(setErrors, 'category', category);
  useClearErrorOnChange(setErrors, 'tags', tagsKey);

  /** Offered as buttons once the person has taken over the tags and removed them all. */
  const suggestions = useMemo(
    () => (tagsSource === 'user' && tags.length === 0 ? suggestTags(content, []) : []),
    [content, tags.length, tagsSource],
  );

  function changeTagsByHand(next: string[]) {
    setTags(next);
    setTagsSource('user');
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;

    // Text still in the tag field counts as a tag.
    let finalTags = tags;
    if (tagDraft.trim()) {
      finalTags = addTags(tags, tagDraft);
      setTagDraft('');
      if (!sameTags(finalTags, tags)) changeTagsByHand(finalTags);
    }

    const missing = findMissingFields({ title, content, category, tags: finalTags });
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      toast.error(MISSING_FIELDS.title, { description: MISSING_FIELDS.description });
      focusFirstInvalid(missing);
      return;
    }

    // The schema the server validates with (e.g. tag length and count).
    const parsed = PromptFieldsSchema.safeParse({ title, content, instructions, category, tags: finalTags });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in FIELD_IDS && !fieldErrors[field as SubmitField]) {
          fieldErrors[field as SubmitField] = issue.message;
        }
      }
      setErrors(fieldErrors);
      const first = FIELD_ORDER.map((f) => fieldErrors[f]).find(Boolean) ?? parsed.error.issues[0]?.message;
      toast.error(SUBMIT_ERROR_TITLE, { description: first ?? 'Something went wrong' });
      focusFirstInvalid(fieldErrors);
      return;
    }

    setErrors({});
    void submit({ title, content, instructions, category, tags: finalTags, website });
  }

  const describedBy = (field: SubmitField, hint: boolean) =>
    [hint ? `${FIELD_IDS[field]}-hint` : null, errors[field] ? `${FIELD_IDS[field]}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Submit a Prompt</h1>
        <p className="mt-3 text-base leading-relaxed text-muted-foreground sm:text-lg">
          Share a prompt that works well for you with the community. Give it a clear title, pick a category and add a
          few tags so others can find it. New to writing prompts? Read the{' '}
          <Link to="/create-guide" className={linkClass}>
            How to Create Prompts
          </Link>{' '}
          guide.
        </p>
      </header>

      <form
        noValidate
        onSubmit={handleSubmit}
        aria-busy={isBusy || undefined}
        className="relative mt-8 space-y-6 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      >
        <p className="text-sm text-muted-foreground">All fields are required except Instructions.</p>

        <Field id={FIELD_IDS.title} label="Title" error={errors.title}>
          <Input
            ref={titleRef}
            id={FIELD_IDS.title}
            name="title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="e.g. Code reviewer for pull requests"
            required
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy('title', false)}
            autoComplete="off"
          />
        </Field>

        <Field
          id={FIELD_IDS.content}
          label="Content"
          hint="The prompt text people will copy. Mark the parts they fill in, such as {topic}."
          error={errors.content}
        >
          <Textarea
            ref={contentRef}
            id={FIELD_IDS.content}
            name="content"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder="Write your prompt here..."
            required
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={describedBy('content', true)}
            className="max-h-[70vh] min-h-60 font-mono text-sm leading-relaxed md:text-sm"
          />
        </Field>

        <Field
          id={FIELD_IDS.instructions}
          label="Instructions"
          optional
          hint="How to get the best out of the prompt: which assistant it suits, what to fill in, tips."
          error={errors.instructions}
        >
          <Textarea
            ref={instructionsRef}
            id={FIELD_IDS.instructions}
            name="instructions"
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
            aria-invalid={errors.instructions ? true : undefined}
            aria-describedby={describedBy('instructions', true)}
            className="max-h-[50vh] min-h-24"
          />
        </Field>

        <Field
          id={FIELD_IDS.category}
          label="Category"
          hint="Picked for you when your prompt clearly fits one; change it if needed."
          error={errors.category}
        >
          <CategorySelect
            id={FIELD_IDS.category}
            triggerRef={categoryRef}
            value={category}
            onValueChange={setCategory}
            required
            invalid={Boolean(errors.category)}
            describedBy={describedBy('category', true)}
            className="sm:w-72"
          />
        </Field>

        <Field
          id={FIELD_IDS.tags}
          label="Tags"
          hint={
            tagsSource === 'auto'
              ? 'Press Enter or comma to add a tag. Tags were suggested from your prompt: remove any that do not fit.'
              : 'Press Enter or comma to add a tag.'
          }
          error={errors.tags}
        >
          <TagInput
            id={FIELD_IDS.tags}
            inputRef={tagsRef}
            tags={tags}
            onTagsChange={changeTagsByHand}
            draft={tagDraft}
            onDraftChange={setTagDraft}
            required
            invalid={Boolean(errors.tags)}
            describedBy={describedBy('tags', true)}
          />
          {suggestions.length > 0 && (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">Suggested:</span>
              {suggestions.map((tag) => (
                <Button
                  key={tag}
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-7 rounded-full px-2.5 font-normal"
                  aria-label={`Add tag ${tag}`}
                  onClick={() => changeTagsByHand(addTags(tags, tag))}
                >
                  <PlusIcon aria-hidden="true" className="size-3.5" />
                  {tag}
                </Button>
              ))}
            </div>
          )}
        </Field>

        {/*
          Honeypot: people never see or reach this field; form-filling bots tend to fill in
          anything called "website". The server refuses a submission that has it filled in.
        */}
        <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="submit-website">Website (leave this empty)</label>
          <input
            id="submit-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => navigate('/')}>
            Cancel
          </Button>
          <Button ref={submitRef} type="submit" className="w-full sm:w-auto sm:min-w-44" disabled={isBusy}>
            {isBusy && <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
            {SUBMIT_LABELS[phase]}
          </Button>
        </div>
      </form>

      <SimilarPromptDialog
        match={similarMatch}
        onCancel={cancelSimilar}
        onView={viewSimilar}
        onContinue={continueSubmission}
        returnFocusRef={submitRef}
      />
    </div>
  );
}

function useClearErrorOnChange(
  setErrors: React.Dispatch<React.SetStateAction<FieldErrors>>,
  field: SubmitField,
  value: string,
) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, [field, setErrors, value]);
}

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: React.ReactNode;
};

function Field({ id, label, hint, error, optional = false, children }: FieldProps) {
  return (
    <div className="space-y-2">
      <div className="flex items-baseline gap-2">
        <Label htmlFor={id} className="text-sm font-medium">
          {label}
        </Label>
        {optional && <span className="text-xs text-muted-foreground">Optional</span>}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={cn('text-sm font-medium text-destructive')}>
          {error}
        </p>
      )}
    </div>
  );
}
