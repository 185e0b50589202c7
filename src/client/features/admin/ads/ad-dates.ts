/**
 * An ad's date window as the admin picks it: whole days in the admin's time zone
 * (`<input type="date">`, yyyy-mm-dd), sent as ISO timestamps (AdInputSchema wants an offset;
 * `toISOString` gives Z). A start date means from the start of that day, an end date up to the
 * end of that day.
 */
import { AD_DEFAULT_DURATION_DAYS } from '../../../../shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(value: string): [number, number, number] | null {
  const match = DAY_INPUT.exec(value);
  return match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : null;
}

/** yyyy-mm-dd of the instant in local time (the value of a date input); '' for none. */
export function toDayInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of the chosen day, local time, as ISO; undefined when not a day. */
export function dayStartIso(value: string): string | undefined {
  const day = parseDay(value);
  return day ? new Date(day[0], day[1], day[2]).toISOString() : undefined;
}

/** The last millisecond of the chosen day, local time, as ISO; undefined when not a day. */
export function dayEndIso(value: string): string | undefined {
  const day = parseDay(value);
  return day ? new Date(day[0], day[1], day[2] + 1, 0, 0, 0, -1).toISOString() : undefined;
}

/** The server's default end (docs/product.md#limits-and-constants): 90 days after the ad was created. */
export function defaultEndIso(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + AD_DEFAULT_DURATION_DAYS * DAY_MS).toISOString();
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 10, 2025" in local time. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY_FORMAT.format(date);
}

export type AdSchedule = 'live' | 'scheduled' | 'ended' | 'disabled';

/** Whether the public slots show the ad now: enabled and inside its window. */
export function adSchedule(
  ad: { isActive: boolean; startDate: string; endDate: string | null },
  now = Date.now(),
): AdSchedule {
  if (!ad.isActive) return 'disabled';
  if (new Date(ad.startDate).getTime() > now) return 'scheduled';
  if (ad.endDate && new Date(ad.endDate).getTime() <= now) return 'ended';
  return 'live';
}
