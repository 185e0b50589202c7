import { describe, expect, it } from 'vitest';
import { diffLines, diffStats, splitLines } from './line-diff';

const render = (before: string, after: string) =>
  diffLines(before, after).map((l) => `${l.type === 'added' ? '+' : l.type === 'removed' ? '-' : ' '}${l.text}`);

describe('diffLines', () => {
  it('marks nothing when both texts are equal', () => {
    expect(render('a\nb', 'a\nb')).toEqual([' a', ' b']);
  });

  it('finds an added line in the middle', () => {
    expect(render('a\nc', 'a\nb\nc')).toEqual([' a', '+b', ' c']);
  });

  it('finds a removed line', () => {
    expect(render('a\nb\nc', 'a\nc')).toEqual([' a', '-b', ' c']);
  });

  it('shows a changed line as removed then added', () => {
    expect(render('title one', 'title two')).toEqual(['-title one', '+title two']);
  });

  it('keeps the longest common subsequence', () => {
    const lines = diffLines('a\nb\nc\nd\ne', 'a\nx\nc\ne\ny');
    expect(lines.filter((l) => l.type === 'same').map((l) => l.text)).toEqual(['a', 'c', 'e']);
    expect(diffStats(lines)).toEqual({ added: 2, removed: 2 });
  });

  it('handles empty texts on either side', () => {
    expect(render('', 'a\nb')).toEqual(['+a', '+b']);
    expect(render('a', '')).toEqual(['-a']);
    expect(render('', '')).toEqual([]);
  });

  it('treats CRLF and LF alike', () => {
    expect(splitLines('a\r\nb')).toEqual(['a', 'b']);
    expect(render('a\r\nb', 'a\nb')).toEqual([' a', ' b']);
  });

  it('stays fast on large texts with a small change', () => {
    const base = Array.from({ length: 20_000 }, (_, i) => `line ${i}`).join('\n');
    const changed = base.replace('line 10000', 'line ten thousand');
    const stats = diffStats(diffLines(base, changed));
    expect(stats).toEqual({ added: 1, removed: 1 });
  });
});
