/**
 * Pure formatting helpers for prompt cards and detail pages (no React).
 * Rules come from the product spec; numbers come from `shared/constants`.
 */
import { CARD_CONTENT_LENGTH, CARD_TAG_COUNT } from '../../shared/constants';

export const ELLIPSIS = '...';
export const ANONYMOUS_AUTHOR = 'Anonymous';
export const RELATIVE_TIME_FALLBACK = 'recently';

/**
 * "Content cut at 150 characters plus an ellipsis."
 * Length is counted in Unicode code points, so an emoji (a surrogate pair) is
 * never split in half. Text of exactly `max` code points is returned unchanged.
 */
export function truncateContent(text: string, max: number = CARD_CONTENT_LENGTH): string {
  const codePoints = Array.from(text);
  if (codePoints.length <= max) return text;
  return codePoints.slice(0, Math.max(0, max)).join('') + ELLIPSIS;
}

/** First `max` tags are shown; the rest are summarised as "+N" (`hiddenCount`). */
export function visibleTags(
  tags: readonly string[],
  max: number = CARD_TAG_COUNT,
): { shown: string[]; hiddenCount: number } {
  const limit = Math.max(0, max);
  const shown = tags.slice(0, limit);
  return { shown, hiddenCount: tags.length - shown.length };
}

function toFiniteNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Rating with one decimal ("4.5"); '0.0' when missing or not a number.
 * Numeric strings (as returned by SQL `numeric` columns) are accepted too.
 */
export function formatRating(rating: number | string | null | undefined): string {
  const n = toFiniteNumber(rating);
  return (n ?? 0).toFixed(1);
}

/** Number of ratings in parentheses: "(12)"; '(0)' when missing, negative or not a number. */
export function formatRatingCount(count: number | string | null | undefined): string {
  const n = toFiniteNumber(count);
  const safe = n === null || n < 0 ? 0 : Math.floor(n);
  return `(${safe})`;
}

/** Author display name: trimmed username, or 'Anonymous' when missing/blank. */
export function authorName(author: { username?: string | null } | null | undefined): string {
  const name = author?.username?.trim();
  return name ? name : ANONYMOUS_AUTHOR;
}

function toValidDate(date: string | number | Date | null | undefined): Date | null {
  if (date === null || date === undefined || date === '') return null;
  const d = date instanceof Date ? new Date(date.getTime()) : new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const MINUTES_IN_HOUR = 60;
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200; // 30 days
const MINUTES_IN_TWO_MONTHS = 86_400; // 60 days

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** Whole calendar months from `from` to `to` (UTC), like date-fns `differenceInMonths`. */
function calendarMonthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  // Compare the position inside the month (day + time of day); if `to` is not yet
  // as far into its month as `from`, the last month is not complete.
  const fromRest = from.getTime() - Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1);
  const toRest = to.getTime() - Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1);
  if (months > 0 && toRest < fromRest) months -= 1;
  return Math.max(0, months);
}

/**
 * "x ago" wording following the thresholds of date-fns `formatDistanceToNow`
 * with `addSuffix`, without its "about"/"over"/"almost" qualifiers:
 *
 * - < 30 s: 'less than a minute ago'
 * - < 44 min 30 s: 'N minute(s) ago' (rounded, at least 1)
 * - < 89 min 30 s: '1 hour ago'
 * - < 23 h 59 min 30 s: 'N hours ago' (rounded)
 * - < 41 h 59 min 30 s: '1 day ago'
 * - < 29 d 23 h 59 min 30 s: 'N days ago' (rounded)
 * - < 59 d 23 h 59 min 30 s: '1 month ago' / '2 months ago' (rounded)
 * - < 12 calendar months: 'N months ago'
 * - otherwise: 'N year(s) ago' (N + 1 once 9+ months into the next year, as in "almost N+1 years")
 *
 * Dates slightly in the future (clock skew) read as 'less than a minute ago'.
 * Missing or invalid dates give 'recently'.
 */
export function formatRelativeTime(date: string | number | Date | null | undefined, now: Date = new Date()): string {
  const then = toValidDate(date);
  if (!then || Number.isNaN(now.getTime())) return RELATIVE_TIME_FALLBACK;

  const diffMs = Math.max(0, now.getTime() - then.getTime());
  const seconds = diffMs / SECOND;
  const minutes = Math.round(diffMs / MINUTE);

  if (seconds < 30) return 'less than a minute ago';
  if (minutes < 45) return `${plural(Math.max(1, minutes), 'minute')} ago`;
  if (minutes < 90) return '1 hour ago';
  if (minutes < MINUTES_IN_DAY) return `${plural(Math.round(minutes / MINUTES_IN_HOUR), 'hour')} ago`;
  if (minutes < 2520) return '1 day ago';
  if (minutes < MINUTES_IN_MONTH) return `${plural(Math.round(minutes / MINUTES_IN_DAY), 'day')} ago`;
  if (minutes < MINUTES_IN_TWO_MONTHS) {
    return `${plural(Math.round(minutes / MINUTES_IN_MONTH), 'month')} ago`;
  }

  const months = calendarMonthsBetween(then, now);
  if (months < 12) return `${plural(Math.max(2, months), 'month')} ago`;
  const years = Math.floor(months / 12) + (months % 12 >= 9 ? 1 : 0);
  return `${plural(years, 'year')} ago`;
}

const POSTED_DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Posting date such as 'March 5, 2025' (en-US, UTC); '' when missing or invalid. */
export function formatPostedDate(date: string | number | Date | null | undefined): string {
  const d = toValidDate(date);
  return d ? POSTED_DATE_FORMAT.format(d) : '';
}
