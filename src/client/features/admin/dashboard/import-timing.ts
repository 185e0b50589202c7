/** Durations of a CSV import as the dashboard shows them: how long it took, how long is left. */

/** "less than a second", "45 s", "1 min 54 s", "2 min", "1 h 5 min". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 1) return 'less than a second';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** The first time this page saw the job running, and how far it was then. */
export type ProgressSample = { at: number; bytes: number };

/** Below this much observed time an estimate would only be noise. */
export const MIN_ESTIMATE_MS = 3000;

/**
 * Time left at the rate observed since `first` (this browser's clock only: the server's may
 * differ), rounded to 5 s under a minute and to 10 s above; null until the rate is known.
 */
export function estimateRemainingMs(first: ProgressSample, now: ProgressSample, totalBytes: number): number | null {
  const elapsed = now.at - first.at;
  const done = now.bytes - first.bytes;
  if (elapsed < MIN_ESTIMATE_MS || done <= 0 || totalBytes <= now.bytes) return null;
  const remaining = ((totalBytes - now.bytes) / done) * elapsed;
  const step = remaining < 60_000 ? 5000 : 10_000;
  return Math.max(step, Math.round(remaining / step) * step);
}
