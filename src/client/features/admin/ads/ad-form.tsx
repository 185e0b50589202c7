/** The create/edit form of an ad panel, in its dialog, with a live preview. */
import { useDeferredValue, useId, useState } from 'react';
import type * as React from 'react';
import { useForm, useWatch, type Path, type PathValue } from 'react-hook-form';
import { Loader2Icon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { MISSING_INFORMATION_MESSAGE, type AdminAd } from '../../../../shared/admin-schemas';
import { AD_DEFAULT_DURATION_DAYS, AD_POSITIONS, AD_TYPES } from '../../../../shared/constants';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { setServerFieldErrors } from '../../../lib/form';
import { cn } from '../../../lib/utils';
import { SanitizedAdHtml } from '../../ads/ad-html';
import { useCreateAd, useUpdateAd } from './ads-api';
import {
  AD_CREATED,
  AD_UPDATED,
  MISSING_INFORMATION_DESCRIPTION,
  type AdType,
  type AdPosition,
  TYPE_NAMES,
  TYPE_HINTS,
  POSITION_NAMES,
  toastFailure,
  type DialogState,
} from './ad-labels';
import { type FormValues, type FieldErrors, initialValues, createBody, updateBody } from './ad-form-values';

export function AdFormDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
  const isEdit = state?.mode === 'edit';
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? 'Edit ad panel' : 'New ad panel'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'Changes show in the slots at once; the active state stays as it is.'
              : 'A new ad panel is active and shows in its slot from its start date.'}
          </DialogDescription>
        </DialogHeader>
        {state && (
          <AdForm
            key={state.mode === 'edit' ? state.ad.id : 'new'}
            ad={state.mode === 'edit' ? state.ad : null}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS_WITH_ERRORS: readonly (keyof FieldErrors)[] = ['title', 'content', 'start', 'end'];

export function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: () => void }) {
  const id = useId();
  const [initial] = useState(() => initialValues(ad));
  // The values and errors live in react-hook-form; the checks run in the submit handler.
  const form = useForm<FormValues>({ defaultValues: initial });
  const [title, content, type, position, start, end] = useWatch({
    control: form.control,
    name: ['title', 'content', 'type', 'position', 'start', 'end'],
  });
  const values: FormValues = { title, content, type, position, start, end };
  const shown = form.formState.errors;
  const errors: FieldErrors = {
    title: shown.title?.message,
    content: shown.content?.message,
    start: shown.start?.message,
    end: shown.end?.message,
  };
  const create = useCreateAd();
  const update = useUpdateAd();
  const isPending = create.isPending || update.isPending;
  const previewContent = useDeferredValue(values.content);

  /** Sets a field; a message about that field goes once it is edited (the checks run again on submit). */
  const set =
    <K extends Path<FormValues>>(key: K) =>
    (value: PathValue<FormValues, K>) => {
      form.setValue(key, value);
      if (form.getFieldState(key).error) form.clearErrors(key);
    };

  /** Shows these errors instead of the current ones. */
  const showErrors = (next: FieldErrors) => {
    form.clearErrors();
    for (const field of FIELDS_WITH_ERRORS) {
      const message = next[field];
      if (message) form.setError(field, { type: 'manual', message });
    }
  };

  const onFailure = (title: string) => (error: unknown) => {
    form.clearErrors();
    setServerFieldErrors(form.setError, error, {
      title: 'title',
      content: 'content',
      startDate: 'start',
      endDate: 'end',
    });
    toastFailure(title, error);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!values.title.trim()) missing.title = 'Enter a title.';
    if (!values.content.trim()) missing.content = 'Enter the content.';
    if (missing.title || missing.content) {
      showErrors(missing);
      toast.error(MISSING_INFORMATION_MESSAGE, { description: MISSING_INFORMATION_DESCRIPTION });
      document.getElementById(`${id}-${missing.title ? 'title' : 'content'}`)?.focus();
      return;
    }
    form.clearErrors();
    if (!ad) {
      create.mutate(createBody(values), {
        onSuccess: () => {
          toast.success(AD_CREATED);
          onDone();
        },
        onError: onFailure('Error creating ad panel'),
      });
      return;
    }
    const changes = updateBody(ad, initial, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: ad.id, changes },
      {
        onSuccess: () => {
          toast.success(AD_UPDATED);
          onDone();
        },
        onError: onFailure('Error updating ad panel'),
      },
    );
  };

  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: keyof FieldErrors, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          maxLength={200}
          onChange={(e) => set('title')(e.target.value)}
          aria-invalid={!!errors.title || undefined}
          aria-describedby={describedBy('title')}
          required
        />
        {fieldError('title')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-content`}>Content (HTML or text)</Label>
        <Textarea
          id={`${id}-content`}
          value={values.content}
          maxLength={20_000}
          onChange={(e) => set('content')(e.target.value)}
          className="min-h-32 font-mono text-sm"
          aria-invalid={!!errors.content || undefined}
          aria-describedby={describedBy('content', `${id}-content-hint`)}
          required
        />
        <p id={`${id}-content-hint`} className="text-xs text-muted-foreground">
          Links, images and simple formatting are kept; scripts, styles and event handlers are removed.
        </p>
        {fieldError('content')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select value={values.type} onValueChange={(v) => set('type')(v as AdType)}>
            <SelectTrigger id={`${id}-type`} className="w-full" aria-describedby={`${id}-type-hint`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {AD_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {TYPE_NAMES[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id={`${id}-type-hint`} className="text-xs text-muted-foreground">
            {TYPE_HINTS[values.type]}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-position`}>Position</Label>
          <Select value={values.position} onValueChange={(v) => set('position')(v as AdPosition)}>
            <SelectTrigger id={`${id}-position`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {AD_POSITIONS.map((position) => (
                <SelectItem key={position} value={position}>
                  {POSITION_NAMES[position]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-start`}>Start date</Label>
          <Input
            id={`${id}-start`}
            type="date"
            value={values.start}
            onChange={(e) => set('start')(e.target.value)}
            aria-invalid={!!errors.start || undefined}
            aria-describedby={describedBy('start', `${id}-start-hint`)}
          />
          <p id={`${id}-start-hint`} className="text-xs text-muted-foreground">
            Leave empty to start now.
          </p>
          {fieldError('start')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-end`}>End date</Label>
          <Input
            id={`${id}-end`}
            type="date"
            value={values.end}
            min={values.start || undefined}
            onChange={(e) => set('end')(e.target.value)}
            aria-invalid={!!errors.end || undefined}
            aria-describedby={describedBy('end', `${id}-end-hint`)}
          />
          <p id={`${id}-end-hint`} className="text-xs text-muted-foreground">
            Leave empty to end {AD_DEFAULT_DURATION_DAYS} days after creation.
          </p>
          {fieldError('end')}
        </div>
      </div>

      <section aria-labelledby={`${id}-preview`} className="space-y-1.5">
        <h3 id={`${id}-preview`} className="text-sm font-medium">
          Preview
        </h3>
        <AdPreview title={values.title} content={previewContent} type={values.type} />
      </section>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {ad ? 'Save changes' : 'Create ad panel'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The ad as its slot shows it (see ../ads/ad-slot.tsx), from the sanitized draft. */
export function AdPreview({ title, content, type }: { title: string; content: string; type: AdType }) {
  if (!content.trim()) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        The ad shows here as you type its content.
      </p>
    );
  }
  return (
    <div data-testid="ad-preview" className="rounded-lg border bg-card p-4 text-card-foreground">
      <span className="mb-2 block text-xs font-medium tracking-wide text-muted-foreground uppercase">Sponsored</span>
      {type === 'text' && <p className="mb-1 text-sm font-semibold break-words">{title}</p>}
      <SanitizedAdHtml
        html={content}
        className={cn(
          'text-sm break-words [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
          '[&_img]:h-auto [&_img]:max-w-full [&_p+p]:mt-2',
        )}
      />
    </div>
  );
}
