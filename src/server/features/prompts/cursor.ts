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

export function decodeCursor(cursor: string): CursorValue {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((v) => typeof v === 'number' && Number.isFinite(v)) &&
      Number.isInteger(value[1])
    ) {
      return value as CursorValue;
    }
  } catch {
    /* fall through */
  }
  throw new AppError('bad_request', 'Invalid cursor: pass the nextCursor value of the previous page unchanged');
}
