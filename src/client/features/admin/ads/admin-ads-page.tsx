/**
 * /admin/ads (SPEC: Admin screens, Ad / ad panel): every ad panel with its position, type, state,
 * date window, views and clicks, and its HTML as preview text cut at 100 characters. Create and
 * edit in a dialog with every field and a sanitized live preview; enable/disable; delete after a
 * confirmation. Toasts word for word from SPEC section 8.
 */
import { useDeferredValue, useId, useState } from 'react';
import type * as React from 'react';
import { Loader2Icon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import {
  MISSING_INFORMATION_MESSAGE,
  type AdInput,
  type AdminAd,
  type AdUpdateInput,
} from '../../../../shared/admin-schemas';
import { AD_DEFAULT_DURATION_DAYS, AD_POSITIONS, AD_TYPES } from '../../../../shared/constants';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
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
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSiteInfo } from '../../../lib/site-info';
import { AdminPageHeader } from '../admin-layout';
import { adPreviewText, SanitizedAdHtml } from '../../ads/ad-html';
import { adSchedule, dayEndIso, dayStartIso, defaultEndIso, formatDay, toDayInput, type AdSchedule } from './ad-dates';
import { useAdminAds, useCreateAd, useDeleteAd, useToggleAd, useUpdateAd } from './ads-api';

export const AD_PANELS_TITLE = 'Ad Panels';
export const AD_CREATED = 'Ad panel created';
export const AD_UPDATED = 'Ad panel updated';
export const AD_ENABLED = 'Ad panel enabled';
export const AD_DISABLED = 'Ad panel disabled';
export const AD_DELETED = 'Ad panel deleted';
export const MISSING_INFORMATION_DESCRIPTION = 'An ad panel needs a title and content.';

type AdType = (typeof AD_TYPES)[number];
type AdPosition = (typeof AD_POSITIONS)[number];

const TYPE_NAMES: Record<AdType, string> = { text: 'Text', display: 'Display' };
const TYPE_HINTS: Record<AdType, string> = {
  text: 'Shows the title above the content.',
  display: 'Shows the content only (e.g. an image).',
};
const POSITION_NAMES: Record<AdPosition, string> = {
  top: 'Top',
  bottom: 'Bottom',
  sidebar: 'Sidebar',
  inline: 'Inline',
};
const SCHEDULE: Record<AdSchedule, { label: string; variant: 'default' | 'secondary' | 'outline' }> = {
  live: { label: 'Live', variant: 'default' },
  scheduled: { label: 'Scheduled', variant: 'secondary' },
  ended: { label: 'Ended', variant: 'outline' },
  disabled: { label: 'Disabled', variant: 'outline' },
};

/** A failed call's toast: the server's Missing information as itself, anything else under `title`. */
function toastFailure(title: string, error: unknown) {
  const message = errorMessage(error);
  if (message === MISSING_INFORMATION_MESSAGE) {
    toast.error(MISSING_INFORMATION_MESSAGE, { description: MISSING_INFORMATION_DESCRIPTION });
  } else {
    toast.error(title, { description: message });
  }
}

type DialogState = { mode: 'create' } | { mode: 'edit'; ad: AdminAd } | null;

export default function AdminAdsPage() {
  const site = useSiteInfo();
  useDocumentTitle(`${AD_PANELS_TITLE} · ${site.name}`);
  const ads = useAdminAds();
  const [dialog, setDialog] = useState<DialogState>(null);
  // The target outlives `isConfirmOpen`, so the closing dialog keeps its text.
  const [deleteTarget, setDeleteTarget] = useState<AdminAd | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const toggle = useToggleAd();
  const remove = useDeleteAd();

  const onToggle = (ad: AdminAd) =>
    toggle.mutate(ad.id, {
      onSuccess: (updated) => toast.success(updated.isActive ? AD_ENABLED : AD_DISABLED),
      onError: (error) => toastFailure('Error updating ad panel', error),
    });

  const confirmDelete = () => {
    const target = deleteTarget;
    setConfirmOpen(false);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast.success(AD_DELETED),
      onError: (error) => toastFailure('Error deleting ad panel', error),
    });
  };

  const pendingToggleId = toggle.isPending ? toggle.variables : undefined;

  return (
    <div className="mx-auto w-full max-w-5xl">
      <AdminPageHeader
        title={AD_PANELS_TITLE}
        description="Ads shown in the top, bottom, sidebar and inline slots of the site."
        actions={
          <Button type="button" onClick={() => setDialog({ mode: 'create' })}>
            <PlusIcon aria-hidden="true" />
            New ad panel
          </Button>
        }
      />

      {ads.isPending ? (
        <ListSkeleton
          as="ul"
          count={3}
          rowClassName="h-36 w-full rounded-xl"
          className="space-y-3"
          label="Loading ad panels"
        />
      ) : ads.isError ? (
        <LoadError
          message="The ad panels could not be loaded."
          detail={errorMessage(ads.error)}
          onRetry={() => void ads.refetch()}
        />
      ) : ads.data.length === 0 ? (
        <EmptyState title="No ad panels yet." description="Create one to show it in a slot of the site." />
      ) : (
        <ul className="space-y-3" aria-label="Ad panels">
          {ads.data.map((ad) => (
            <li key={ad.id}>
              <AdItem
                ad={ad}
                isToggling={pendingToggleId === ad.id}
                onToggle={() => onToggle(ad)}
                onEdit={() => setDialog({ mode: 'edit', ad })}
                onDelete={() => {
                  setDeleteTarget(ad);
                  setConfirmOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <AdFormDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete ad panel"
        description={`Are you sure you want to delete the ad panel “${deleteTarget?.title ?? ''}”? It stops showing at once and cannot be restored.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  );
}

type AdItemProps = { ad: AdminAd; isToggling: boolean; onToggle: () => void; onEdit: () => void; onDelete: () => void };

function AdItem({ ad, isToggling, onToggle, onEdit, onDelete }: AdItemProps) {
  const id = useId();
  const schedule = SCHEDULE[adSchedule(ad)];
  const preview = adPreviewText(ad.content);
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 id={`${id}-title`} className="text-lg font-semibold break-words">
            {ad.title}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={schedule.variant}>{schedule.label}</Badge>
            <Badge variant="secondary">Position: {POSITION_NAMES[ad.position]}</Badge>
            <Badge variant="secondary">Type: {TYPE_NAMES[ad.type]}</Badge>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <div className="mr-1 flex items-center gap-2">
            <Switch
              id={`${id}-active`}
              checked={ad.isActive}
              disabled={isToggling}
              onCheckedChange={onToggle}
              aria-label={`Active: ${ad.title}`}
            />
            <Label htmlFor={`${id}-active`}>Active</Label>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${ad.title}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${ad.title}`}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <p className="mt-3 text-sm break-words text-muted-foreground" data-testid="ad-preview-text">
        {preview || <span className="italic">No text (images or links only)</span>}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_auto_auto] sm:justify-start">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Runs</dt>
          <dd>
            <time dateTime={ad.startDate}>{formatDay(ad.startDate)}</time> –{' '}
            {ad.endDate ? <time dateTime={ad.endDate}>{formatDay(ad.endDate)}</time> : 'no end'}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Views</dt>
          <dd>{ad.viewCount.toLocaleString('en-US')}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Clicks</dt>
          <dd>{ad.clickCount.toLocaleString('en-US')}</dd>
        </div>
      </dl>
    </article>
  );
}

function AdFormDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
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

type FormValues = { title: string; content: string; type: AdType; position: AdPosition; start: string; end: string };
type FieldErrors = Partial<Record<'title' | 'content' | 'start' | 'end', string>>;

function initialValues(ad: AdminAd | null): FormValues {
  if (!ad) return { title: '', content: '', type: 'text', position: 'top', start: '', end: '' };
  return {
    title: ad.title,
    content: ad.content,
    type: ad.type,
    position: ad.position,
    start: toDayInput(ad.startDate),
    end: toDayInput(ad.endDate),
  };
}

function createBody(values: FormValues): AdInput {
  const startDate = dayStartIso(values.start);
  const endDate = dayEndIso(values.end);
  return {
    title: values.title,
    content: values.content,
    type: values.type,
    position: values.position,
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}

/** Only what changed: a date left as it was keeps its exact time. */
function updateBody(ad: AdminAd, initial: FormValues, values: FormValues): AdUpdateInput {
  const changes: AdUpdateInput = {};
  if (values.title !== initial.title) changes.title = values.title;
  if (values.content !== initial.content) changes.content = values.content;
  if (values.type !== initial.type) changes.type = values.type;
  if (values.position !== initial.position) changes.position = values.position;
  if (values.start !== initial.start) changes.startDate = dayStartIso(values.start) ?? new Date().toISOString();
  if (values.end !== initial.end) changes.endDate = dayEndIso(values.end) ?? defaultEndIso(ad.createdAt);
  return changes;
}

function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: () => void }) {
  const id = useId();
  const [initial] = useState(() => initialValues(ad));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateAd();
  const update = useUpdateAd();
  const isPending = create.isPending || update.isPending;
  const previewContent = useDeferredValue(values.content);

  const set =
    <K extends keyof FormValues>(key: K) =>
    (value: FormValues[K]) =>
      setValues((prev) => ({ ...prev, [key]: value }));

  const onFailure = (title: string) => (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
    const next: FieldErrors = {};
    if (fieldErrors?.title?.[0]) next.title = fieldErrors.title[0];
    if (fieldErrors?.content?.[0]) next.content = fieldErrors.content[0];
    if (fieldErrors?.startDate?.[0]) next.start = fieldErrors.startDate[0];
    if (fieldErrors?.endDate?.[0]) next.end = fieldErrors.endDate[0];
    setErrors(next);
    toastFailure(title, error);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!values.title.trim()) missing.title = 'Enter a title.';
    if (!values.content.trim()) missing.content = 'Enter the content.';
    if (missing.title || missing.content) {
      setErrors(missing);
      toast.error(MISSING_INFORMATION_MESSAGE, { description: MISSING_INFORMATION_DESCRIPTION });
      document.getElementById(`${id}-${missing.title ? 'title' : 'content'}`)?.focus();
      return;
    }
    setErrors({});
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
function AdPreview({ title, content, type }: { title: string; content: string; type: AdType }) {
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
