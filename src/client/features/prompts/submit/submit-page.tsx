/**
 * /submit (docs/product.md#screens-and-routes): open to visitors. Title, content, optional
 * instructions, category and tags; the category is picked and tags are suggested from the
 * prompt text; the submit flow itself lives in use-submit-prompt.ts.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Loader2Icon, PlusIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { addTags } from '../../../lib/tags';
import { autoPickCategory } from '../../../lib/category-autopick';
import { suggestTags } from '../../../lib/tag-suggest';
import { PromptFieldsEditor, promptEditorValues, type PromptEditorValues } from '../components/prompt-fields-editor';
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
import { useHydrated } from '../../../lib/use-hydrated';
import { whenIdle } from '../../../lib/when-idle';
import type * as SchemaCheckModule from './schema-check';

type SchemaCheck = typeof SchemaCheckModule.schemaProblems;
let schemaCheck: SchemaCheck | undefined;
/** schema-check.ts, loaded once: asked for once the form is up and idle, used when it is sent. */
const loadSchemaCheck = async (): Promise<SchemaCheck> =>
  (schemaCheck ??= (await import('./schema-check')).schemaProblems);

/** Category auto-pick and tag suggestion wait until typing pauses this long. */
export const AUTO_FILL_DELAY_MS = 300;

const SUBMIT_LABELS: Record<SubmitPhase, string> = {
  idle: 'Submit Prompt',
  checking: 'Checking for duplicates...',
  submitting: 'Submitting...',
  submitted: 'Submitting...',
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
  // Errors are set on submit (or by the server) and each goes away as soon as its field
  // changes; the first invalid field in FIELD_ORDER takes the focus. The checks run at once in
  // the submit handler, not in react-hook-form's asynchronous handleSubmit: the anti-bot check
  // and the duplicate check start in the same event as the press of Submit.
  const form = useForm<PromptEditorValues>({ defaultValues: promptEditorValues() });
  const [content, tags] = useWatch({ control: form.control, name: ['content', 'tags'] });
  const [tagsSource, setTagsSource] = useState<TagsSource>('none');
  const [website, setWebsite] = useState('');

  const categoryRef = useRef<HTMLButtonElement>(null);
  const tagsRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  function focusFirstInvalid(fields: readonly SubmitField[]) {
    const first = FIELD_ORDER.find((field) => fields.includes(field));
    if (first === 'category') categoryRef.current?.focus();
    else if (first === 'tags') tagsRef.current?.focus();
    else if (first) form.setFocus(first);
  }

  /** Shows these errors instead of the current ones. */
  function showErrors(fieldErrors: FieldErrors) {
    form.clearErrors();
    for (const field of FIELD_ORDER) {
      const message = fieldErrors[field];
      if (message) form.setError(field, { type: 'manual', message });
    }
    focusFirstInvalid(FIELD_ORDER.filter((field) => fieldErrors[field]));
  }

  /** A field's error goes away as soon as its value changes (it is checked again on submit). */
  function clearError(field: SubmitField) {
    if (form.getFieldState(field).error) form.clearErrors(field);
  }

  const hydrated = useHydrated();
  useEffect(() => {
    whenIdle(() => void loadSchemaCheck().catch(() => undefined)); // tried again when the form is sent
  }, []);
  const { phase, isBusy, similarMatch, submit, cancelSimilar, viewSimilar, continueSubmission } = useSubmitPrompt({
    onFieldErrors: showErrors,
  });

  // Category auto-pick and tag suggestion (docs/product.md#screens-and-routes), once typing pauses. The
  // thresholds (20+ characters and a score above 2; 15+ characters and at most 2 tags)
  // live in autoPickCategory and suggestTags.
  useEffect(() => {
    const timer = setTimeout(() => {
      const category = form.getValues('category');
      const picked = autoPickCategory(content, category) ?? category;
      if (picked !== category) {
        form.setValue('category', picked);
        if (form.getFieldState('category').error) form.clearErrors('category');
      }
      if (tagsSource !== 'user') {
        const suggested = suggestTags(content, []);
        if (!sameTags(form.getValues('tags'), suggested)) {
          form.setValue('tags', suggested);
          if (form.getFieldState('tags').error) form.clearErrors('tags');
        }
        setTagsSource(suggested.length ? 'auto' : 'none');
      }
    }, AUTO_FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, tagsSource, form]);

  /** Offered as buttons once the person has taken over the tags and removed them all. */
  const suggestions = useMemo(
    () => (tagsSource === 'user' && tags.length === 0 ? suggestTags(content, []) : []),
    [content, tags.length, tagsSource],
  );

  function changeTagsByHand(next: string[]) {
    form.setValue('tags', next);
    setTagsSource('user');
    clearError('tags');
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;

    // Text still in the tag field counts as a tag.
    const { tags: shownTags, tagDraft } = form.getValues();
    let finalTags = shownTags;
    if (tagDraft.trim()) {
      finalTags = addTags(shownTags, tagDraft);
      form.setValue('tagDraft', '');
      if (!sameTags(finalTags, shownTags)) changeTagsByHand(finalTags);
    }

    const { title, content, instructions, category } = form.getValues();
    const missing = findMissingFields({ title, content, category, tags: finalTags });
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      toast.error(MISSING_FIELDS.title, { description: MISSING_FIELDS.description });
      return;
    }

    // The schema the server validates with (e.g. tag length and count): loaded with the page, so
    // the check runs in this same event unless the form is sent before it has arrived.
    const fields = { title, content, instructions, category, tags: finalTags };
    const send = (check: SchemaCheck) => {
      const problems = check(fields);
      if (problems) {
        showErrors(problems.fieldErrors);
        const first = FIELD_ORDER.map((f) => problems.fieldErrors[f]).find(Boolean) ?? problems.first;
        toast.error(SUBMIT_ERROR_TITLE, { description: first ?? 'Something went wrong' });
        return;
      }
      form.clearErrors();
      void submit({ ...fields, website });
    };
    if (schemaCheck) send(schemaCheck);
    else
      void loadSchemaCheck().then(send, () =>
        toast.error(SUBMIT_ERROR_TITLE, { description: 'The page could not load its form check: try again.' }),
      );
  }

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

        <PromptFieldsEditor
          form={form}
          idPrefix="submit"
          look="page"
          placeholders={{ title: 'e.g. Code reviewer for pull requests', content: 'Write your prompt here...' }}
          hints={{
            content:
              'The prompt text people will copy. Mark the parts they fill in as ${topic} or {{topic}}: the prompt page turns them into a form.',
            instructions: 'How to get the best out of the prompt: which assistant it suits, what to fill in, tips.',
            category: 'Picked for you when your prompt clearly fits one; change it if needed.',
            tags:
              tagsSource === 'auto'
                ? 'Press Enter or comma to add a tag. Tags were suggested from your prompt: remove any that do not fit.'
                : 'Press Enter or comma to add a tag.',
          }}
          categoryRef={categoryRef}
          categoryClassName="sm:w-72"
          tagsInputRef={tagsRef}
          onFieldChange={(field) => (field === 'tags' ? changeTagsByHand(form.getValues('tags')) : clearError(field))}
          tagsExtra={
            suggestions.length > 0 && (
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
            )
          }
        />

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
          <Button ref={submitRef} type="submit" className="w-full sm:w-auto sm:min-w-44" disabled={isBusy || !hydrated}>
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
