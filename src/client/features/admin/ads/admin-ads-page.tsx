/**
 * /admin/ads (docs/product.md: Admin screens, Ad / ad panel): every ad panel with its position, type, state,
 * date window, views and clicks, and its HTML as preview text cut at 100 characters. Create and
 * edit in a dialog with every field and a sanitized live preview; enable/disable; delete after a
 * confirmation. Toasts word for word from docs/product.md#messages.
 */
import { useId, useState } from 'react';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { type AdminAd } from '../../../../shared/admin-schemas';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSiteInfo } from '../../../lib/site-info';
import { AdminPageHeader } from '../admin-layout';
import { adPreviewText } from '../../ads/ad-text';
import { adSchedule, formatDay } from './ad-dates';
import { useAdminAds, useDeleteAd, useToggleAd } from './ads-api';
import {
  AD_PANELS_TITLE,
  AD_ENABLED,
  AD_DISABLED,
  AD_DELETED,
  TYPE_NAMES,
  POSITION_NAMES,
  SCHEDULE,
  toastFailure,
  type DialogState,
} from './ad-labels';
import { AdFormDialog } from './ad-form';

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
