import { describe, expect, it } from 'vitest';
import { estimateRemainingMs, formatDuration } from './import-timing';

describe('formatDuration', () => {
  it('reads as seconds, minutes and seconds, or hours and minutes', () => {
    expect(formatDuration(300)).toBe('less than a second');
    expect(formatDuration(45_200)).toBe('45 s');
    expect(formatDuration(113_800)).toBe('1 min 54 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_900_000)).toBe('1 h 5 min');
    expect(formatDuration(7_200_000)).toBe('2 h');
  });
});

describe('estimateRemainingMs', () => {
  const first = { at: 10_000, bytes: 1_000 };

  it('extrapolates the rate seen since the first sample, rounded', () => {
    // 10 MB in 10 s, 30 MB left: 30 s.
    expect(estimateRemainingMs(first, { at: 20_000, bytes: 10_001_000 }, 40_001_000)).toBe(30_000);
    // 1 MB in 4 s, 99 MB left: 396 s, to the nearest 10 s.
    expect(estimateRemainingMs(first, { at: 14_000, bytes: 1_001_000 }, 100_001_000)).toBe(400_000);
  });

  it('is unknown too early, without progress, or at the end', () => {
    expect(estimateRemainingMs(first, { at: 12_000, bytes: 5_000_000 }, 10_000_000)).toBeNull();
    expect(estimateRemainingMs(first, { at: 20_000, bytes: 1_000 }, 10_000_000)).toBeNull();
    expect(estimateRemainingMs(first, { at: 20_000, bytes: 10_000_000 }, 10_000_000)).toBeNull();
  });

  it('never says less than one step is left', () => {
    expect(estimateRemainingMs(first, { at: 20_000, bytes: 9_999_000 }, 10_000_000)).toBe(5000);
  });
});
