import { describe, it, expect } from 'vitest';
import { CARD_CONTENT_LENGTH, CARD_TAG_COUNT } from '../../shared/constants';
import {
  ANONYMOUS_AUTHOR,
  authorName,
  formatPostedDate,
  formatRating,
  formatRatingCount,
  formatRelativeTime,
  truncateContent,
  visibleTags,
} from './format';

describe('truncateContent', () => {
  it('uses the card content length from the spec by default', () => {
    expect(CARD_CONTENT_LENGTH).toBe(150);
  });

  it('leaves 149 characters unchanged', () => {
    const text = 'a'.repeat(149);
    expect(truncateContent(text)).toBe(text);
  });

  it('leaves exactly 150 characters unchanged (no ellipsis)', () => {
    const text = 'b'.repeat(150);
    expect(truncateContent(text)).toBe(text);
  });

  it('cuts 151 characters to 150 plus an ellipsis', () => {
    const text = 'c'.repeat(150) + 'X';
    const out = truncateContent(text);
    expect(out).toBe('c'.repeat(150) + '...');
    expect(out).not.toContain('X');
  });

  it('keeps the first 150 characters in order', () => {
    const text = Array.from({ length: 200 }, (_, i) => String(i % 10)).join('');
    expect(truncateContent(text)).toBe(text.slice(0, 150) + '...');
  });

  it('returns the empty string unchanged', () => {
    expect(truncateContent('')).toBe('');
  });

  it('counts emoji as one character and never splits a surrogate pair', () => {
    const emoji = '😀'; // two UTF-16 code units
    const text = emoji.repeat(151);
    const out = truncateContent(text);
    expect(out).toBe(emoji.repeat(150) + '...');
    // No lone surrogates left behind.
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('does not truncate 150 emoji even though their UTF-16 length is 300', () => {
    const text = '🎉'.repeat(150);
    expect(text.length).toBe(300);
    expect(truncateContent(text)).toBe(text);
  });

  it('cuts right before an emoji that straddles the UTF-16 boundary', () => {
    const text = 'a'.repeat(149) + '🚀' + 'tail';
    // 149 + 1 emoji = 150 code points kept.
    expect(truncateContent(text)).toBe('a'.repeat(149) + '🚀...');
  });

  it('handles non-Latin scripts', () => {
    const text = 'ж'.repeat(151);
    expect(truncateContent(text)).toBe('ж'.repeat(150) + '...');
  });

  it('accepts a custom maximum', () => {
    expect(truncateContent('hello world', 5)).toBe('hello...');
    expect(truncateContent('hello', 5)).toBe('hello');
  });
});

describe('visibleTags', () => {
  it('uses two tags by default', () => {
    expect(CARD_TAG_COUNT).toBe(2);
  });

  it('shows the first two tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], hiddenCount: 3 });
  });

  it('has no hidden tags when there are exactly two', () => {
    expect(visibleTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], hiddenCount: 0 });
  });

  it('reports one hidden tag for three tags', () => {
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], hiddenCount: 1 });
  });

  it('handles fewer tags than the maximum, and none', () => {
    expect(visibleTags(['only'])).toEqual({ shown: ['only'], hiddenCount: 0 });
    expect(visibleTags([])).toEqual({ shown: [], hiddenCount: 0 });
  });

  it('accepts a custom maximum and does not mutate the input', () => {
    const tags = ['a', 'b', 'c'];
    expect(visibleTags(tags, 1)).toEqual({ shown: ['a'], hiddenCount: 2 });
    expect(visibleTags(tags, 0)).toEqual({ shown: [], hiddenCount: 3 });
    expect(tags).toEqual(['a', 'b', 'c']);
  });
});

describe('formatRating', () => {
  it('formats with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.5)).toBe('4.5');
    expect(formatRating(3.26)).toBe('3.3');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(0)).toBe('0.0');
  });

  it("defaults to '0.0' for missing or non-numeric values", () => {
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(undefined)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
    expect(formatRating(Number.POSITIVE_INFINITY)).toBe('0.0');
    expect(formatRating('')).toBe('0.0');
    expect(formatRating('abc')).toBe('0.0');
  });

  it('accepts numeric strings (SQL numeric columns)', () => {
    expect(formatRating('4.25')).toBe('4.3');
  });
});

describe('formatRatingCount', () => {
  it('wraps the count in parentheses', () => {
    expect(formatRatingCount(12)).toBe('(12)');
    expect(formatRatingCount(1)).toBe('(1)');
    expect(formatRatingCount(0)).toBe('(0)');
  });

  it("defaults to '(0)'", () => {
    expect(formatRatingCount(null)).toBe('(0)');
    expect(formatRatingCount(undefined)).toBe('(0)');
    expect(formatRatingCount(Number.NaN)).toBe('(0)');
    expect(formatRatingCount(-3)).toBe('(0)');
  });

  it('shows whole numbers', () => {
    expect(formatRatingCount(7.9)).toBe('(7)');
    expect(formatRatingCount('42')).toBe('(42)');
  });
});

describe('authorName', () => {
  it('returns the trimmed username', () => {
    expect(authorName({ username: '  alice ' })).toBe('alice');
    expect(authorName({ username: 'Bob' })).toBe('Bob');
  });

  it("falls back to 'Anonymous'", () => {
    expect(ANONYMOUS_AUTHOR).toBe('Anonymous');
    expect(authorName(null)).toBe('Anonymous');
    expect(authorName(undefined)).toBe('Anonymous');
    expect(authorName({})).toBe('Anonymous');
    expect(authorName({ username: null })).toBe('Anonymous');
    expect(authorName({ username: '' })).toBe('Anonymous');
    expect(authorName({ username: '   ' })).toBe('Anonymous');
  });

  it('keeps non-English usernames', () => {
    expect(authorName({ username: 'Zoë 🌸' })).toBe('Zoë 🌸');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it("returns 'recently' without a valid date", () => {
    expect(formatRelativeTime(null, now)).toBe('recently');
    expect(formatRelativeTime(undefined, now)).toBe('recently');
    expect(formatRelativeTime('', now)).toBe('recently');
    expect(formatRelativeTime('not a date', now)).toBe('recently');
    expect(formatRelativeTime(new Date('nope'), now)).toBe('recently');
  });

  it('says less than a minute for under 30 seconds', () => {
    expect(formatRelativeTime(now, now)).toBe('less than a minute ago');
    expect(formatRelativeTime(ago(29 * S), now)).toBe('less than a minute ago');
  });

  it('treats slightly future dates (clock skew) as just posted', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 10 * S), now)).toBe('less than a minute ago');
  });

  it('counts minutes (singular and plural)', () => {
    expect(formatRelativeTime(ago(30 * S), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(M), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * M), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(44 * M), now)).toBe('44 minutes ago');
  });

  it('switches to hours from 45 minutes', () => {
    expect(formatRelativeTime(ago(45 * M), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(89 * M), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(90 * M), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(3 * H), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(23 * H), now)).toBe('23 hours ago');
  });

  it('counts days', () => {
    expect(formatRelativeTime(ago(D), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(41 * H), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(42 * H), now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(3 * D), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(29 * D), now)).toBe('29 days ago');
  });

  it('counts months', () => {
    expect(formatRelativeTime(ago(30 * D), now)).toBe('1 month ago');
    expect(formatRelativeTime(ago(45 * D), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(60 * D), now)).toBe('2 months ago');
    expect(formatRelativeTime(new Date('2025-01-15T12:00:00.000Z'), now)).toBe('5 months ago');
    expect(formatRelativeTime(new Date('2024-06-16T12:00:00.000Z'), now)).toBe('11 months ago');
  });

  it('counts years', () => {
    expect(formatRelativeTime(new Date('2024-06-15T12:00:00.000Z'), now)).toBe('1 year ago');
    expect(formatRelativeTime(new Date('2024-01-15T12:00:00.000Z'), now)).toBe('1 year ago');
    // 21 months: date-fns says "almost 2 years".
    expect(formatRelativeTime(new Date('2023-09-15T12:00:00.000Z'), now)).toBe('2 years ago');
    expect(formatRelativeTime(new Date('2020-06-15T12:00:00.000Z'), now)).toBe('5 years ago');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2025-06-12T12:00:00.000Z', now)).toBe('3 days ago');
    expect(formatRelativeTime(now.getTime() - 5 * M, now)).toBe('5 minutes ago');
  });

  it('defaults `now` to the current time', () => {
    expect(formatRelativeTime(new Date(Date.now() - 5 * M))).toBe('5 minutes ago');
  });
});

describe('formatPostedDate', () => {
  it('formats as month day, year in en-US', () => {
    expect(formatPostedDate('2025-03-05T10:00:00.000Z')).toBe('March 5, 2025');
    expect(formatPostedDate(new Date('2024-12-31T00:00:00.000Z'))).toBe('December 31, 2024');
  });

  it('uses UTC so the result does not depend on the local time zone', () => {
    expect(formatPostedDate('2025-03-05T23:59:59.000Z')).toBe('March 5, 2025');
    expect(formatPostedDate('2025-03-06T00:00:00.000Z')).toBe('March 6, 2025');
  });

  it("returns '' for missing or invalid dates", () => {
    expect(formatPostedDate(null)).toBe('');
    expect(formatPostedDate(undefined)).toBe('');
    expect(formatPostedDate('garbage')).toBe('');
  });
});
