/**
 * Opaque keyset cursors: base64url of [sortValue, id]. Timestamps travel as epoch
 * milliseconds (columns have millisecond precision), so a cursor is exact and stable when
 * prompts are inserted ahead of it.
 */
import { AppError } from '../../errors';

export type CursorValue = [number, number];

export function encodeCursor(value: CursorValue): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Sort values a cursor may carry: within years 1 to 9999 as epoch ms (every sort's values are). */
const MIN_SORT_VALUE = -62_135_596_800_000; // 0001-01-01T00:00:00Z
const MAX_SORT_VALUE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const INT4_MAX = 2_147_483_647;

const INVALID_CURSOR_MESSAGE = 'Invalid cursor: pass the nextCursor value of the previous page unchanged';
export const invalidCursor = () => new AppError('bad_request', INVALID_CURSOR_MESSAGE);

/** A cursor's id: a whole number a serial key can hold. */
export const isCursorId = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= INT4_MAX;

/** A cursor's time or sort value: finite and inside the range every sort value lies in. */
export const isCursorValue = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= MIN_SORT_VALUE && v <= MAX_SORT_VALUE;

/** A sort value that is an int4 (popularity): anything else cannot have come from a page. */
export function int4CursorValue(v: number): number {
  if (!Number.isInteger(v) || Math.abs(v) > INT4_MAX) throw invalidCursor();
  return v;
}

/**
 * A cursor as the server made it, or 400: crafted values (1e300, 1.5 as an id, 1e20) would
 * otherwise reach a date conversion or an integer column and fail as a 500.
 */
export function decodeCursor(cursor: string): CursorValue {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && isCursorValue(value[0]) && isCursorId(value[1])) {
      return value as CursorValue;
    }
  } catch {
    /* fall through */
  }
  throw invalidCursor();
}
