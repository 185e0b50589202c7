import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimateSimilarity, LSH_BANDS, lshBands, MINHASH_SIZE, minhashSignature } from './minhash';

const base =
  'You are an expert in the Agile framework. You deeply understand user story and acceptance criteria creation. You will be given a topic. Please write the appropriate information for what is requested.';

describe('minhash similarity', () => {
  it('gives identical texts similarity 1, ignoring case and white space', () => {
    const a = minhashSignature(base);
    expect(a).toHaveLength(MINHASH_SIZE);
    expect(estimateSimilarity(a, minhashSignature(base.toUpperCase().replace(/ /g, '   ')))).toBe(1);
  });
  it('scores a light edit above 0.8 and an unrelated prompt far below', () => {
    const edited = base.replace('topic', 'subject');
    const other =
      'Act as a Linux terminal. I will type commands and you will reply with what the terminal should show.';
    expect(estimateSimilarity(minhashSignature(base), minhashSignature(edited))).toBeGreaterThanOrEqual(0.8);
    expect(estimateSimilarity(minhashSignature(base), minhashSignature(other))).toBeLessThan(0.3);
  });
  it('is deterministic across calls (signatures are stored in the database)', () => {
    expect(minhashSignature('hello world')).toEqual(minhashSignature('hello world'));
  });
  it('handles very short and very long text', () => {
    expect(minhashSignature('ab')).toHaveLength(MINHASH_SIZE);
    expect(minhashSignature('word '.repeat(50_000))).toHaveLength(MINHASH_SIZE);
  });
  it('makes near-duplicates share LSH bands and unrelated texts share none', () => {
    const a = lshBands(minhashSignature(base));
    const b = lshBands(minhashSignature(base.replace('topic', 'subject')));
    const c = lshBands(minhashSignature('Write a haiku about autumn leaves falling on a quiet pond.'));
    expect(a).toHaveLength(LSH_BANDS);
    expect(a.filter((x, i) => x === b[i]).length).toBeGreaterThan(0);
    expect(a.filter((x, i) => x === c[i]).length).toBe(0);
  });
  it('gives the signatures stored by earlier releases (a digest of signatures and bands of odd texts)', () => {
    const texts = [
      'ab',
      'hello world',
      'Türkçe İstanbul  hikâye\n\n翻译助手 项目 поиск',
      'x'.repeat(3),
      'word '.repeat(5000),
      'The quick brown fox jumps over the lazy dog. '.repeat(40),
    ];
    const all = texts
      .map((t) => {
        const s = minhashSignature(t);
        return [...s, ...lshBands(s)].join(',');
      })
      .join('|');
    expect(createHash('sha256').update(all).digest('hex')).toBe(
      'f51d362ed83393f0ef2c1de2e3032100fc5526ce752e930971b467fadc867110',
    );
  });
});
