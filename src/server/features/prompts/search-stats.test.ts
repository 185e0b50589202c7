import { describe, expect, it } from 'vitest';
import { queryTerms } from '../../lib/search-query';
import { estimatedTextMatches, type WordShares } from './search-stats';

const stats = (prompts: number, shares: Record<string, number>): WordShares => ({
  readAt: Date.now(),
  prompts,
  words: Object.entries(shares)
    .map(([word, share]) => ({ word, share }))
    .sort((a, b) => (a.word < b.word ? -1 : 1)),
});

describe('estimatedTextMatches', () => {
  const common = stats(1_000_000, {
    analysis: 0.4,
    analyze: 0.2,
    compare: 0.1,
    component: 0.3,
    data: 0.5,
    database: 0.2,
    react: 0.05,
  });

  it('takes a word as it is typed: its own share of the prompts', () => {
    // "data" is the last word, so it is also a prefix: data or database.
    expect(estimatedTextMatches(common, queryTerms('data'))).toBeCloseTo(1_000_000 * (1 - 0.5 * 0.8));
    // With no other common form, only its own share.
    expect(estimatedTextMatches(stats(100, { data: 0.5 }), queryTerms('data'))).toBeCloseTo(50);
  });

  it('counts every common form a prefix or stem starts', () => {
    // "analysis" stems to "analy": analysis or analyze; "comp" being typed: compare or component.
    const analysis = 1 - 0.6 * 0.8;
    expect(estimatedTextMatches(common, queryTerms('analysis'))).toBeCloseTo(1_000_000 * analysis);
    const comp = 1 - 0.9 * 0.7;
    expect(estimatedTextMatches(common, queryTerms('react comp'))).toBeCloseTo(1_000_000 * 0.05 * comp);
  });

  it('multiplies the words of a query, as if independent', () => {
    const data = 1 - 0.5 * 0.8;
    const analysis = 1 - 0.6 * 0.8;
    expect(estimatedTextMatches(common, queryTerms('data analysis'))).toBeCloseTo(1_000_000 * data * analysis);
  });

  it('is 0 when a word is not among the common ones, or before any statistics', () => {
    expect(estimatedTextMatches(common, queryTerms('data sommelier'))).toBe(0);
    expect(estimatedTextMatches(common, queryTerms('zz'))).toBe(0);
    expect(estimatedTextMatches(stats(0, {}), queryTerms('data'))).toBe(0);
    expect(estimatedTextMatches(common, [])).toBe(0);
  });
});
