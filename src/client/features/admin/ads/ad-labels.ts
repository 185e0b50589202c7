/** The Ad Panels screen's texts, names and toasts (docs/decisions/010-admin-api.md). */
import { toast } from '../../../lib/toast';
import { MISSING_INFORMATION_MESSAGE, type AdminAd } from '../../../../shared/admin-schemas';
import { type AD_POSITIONS, type AD_TYPES } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api';
import { type AdSchedule } from './ad-dates';

export const AD_PANELS_TITLE = 'Ad Panels';
export const AD_CREATED = 'Ad panel created';
export const AD_UPDATED = 'Ad panel updated';
export const AD_ENABLED = 'Ad panel enabled';
export const AD_DISABLED = 'Ad panel disabled';
export const AD_DELETED = 'Ad panel deleted';
export const MISSING_INFORMATION_DESCRIPTION = 'An ad panel needs a title and content.';

export type AdType = (typeof AD_TYPES)[number];
export type AdPosition = (typeof AD_POSITIONS)[number];

export const TYPE_NAMES: Record<AdType, string> = { text: 'Text', display: 'Display' };
export const TYPE_HINTS: Record<AdType, string> = {
  text: 'Shows the title above the content.',
  display: 'Shows the content only (e.g. an image).',
};
export const POSITION_NAMES: Record<AdPosition, string> = {
  top: 'Top',
  bottom: 'Bottom',
  sidebar: 'Sidebar',
  inline: 'Inline',
};
export const SCHEDULE: Record<AdSchedule, { label: string; variant: 'default' | 'secondary' | 'outline' }> = {
  live: { label: 'Live', variant: 'default' },
  scheduled: { label: 'Scheduled', variant: 'secondary' },
  ended: { label: 'Ended', variant: 'outline' },
  disabled: { label: 'Disabled', variant: 'outline' },
};

/** A failed call's toast: the server's Missing information as itself, anything else under `title`. */
export function toastFailure(title: string, error: unknown) {
  const message = errorMessage(error);
  if (message === MISSING_INFORMATION_MESSAGE) {
    toast.error(MISSING_INFORMATION_MESSAGE, { description: MISSING_INFORMATION_DESCRIPTION });
  } else {
    toast.error(title, { description: message });
  }
}

export type DialogState = { mode: 'create' } | { mode: 'edit'; ad: AdminAd } | null;
