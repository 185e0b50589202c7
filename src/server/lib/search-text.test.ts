import { describe, expect, it } from 'vitest';
import {
  MAX_TOKEN_LENGTH,
  TOKEN,
  normalizeText,
  searchDocument,
  searchQuery,
  tokenize,
  tokensOfNormalized,
} from './search-text';

describe('tokenize', () => {
  it('lowercases and splits on punctuation', () => {
    expect(tokenize('Hello, World! foo_bar x-ray')).toEqual(['hello', 'world', 'foo', 'bar', 'x', 'ray']);
  });
  it('folds accents on Latin letters so Turkish and French words match unaccented queries', () => {
    expect(tokenize('İstanbul Türkçe hikâye résumé ılık')).toEqual(['istanbul', 'turkce', 'hikaye', 'resume', 'ilik']);
  });
  it('keeps Cyrillic words whole and lowercases them', () => {
    expect(tokenize('ПЕРЕВЕДИ этот текст')).toEqual(['переведи', 'этот', 'текст']);
  });
  it('turns CJK runs into overlapping bigrams, a single character into itself', () => {
    expect(tokenize('你好世界')).toEqual(['你好', '好世', '世界']);
    expect(tokenize('我')).toEqual(['我']);
    expect(tokenize('翻译abc中文')).toEqual(['翻译', 'abc', '中文']);
  });
  it('drops absurdly long tokens (base64 blobs) that PostgreSQL could not index', () => {
    expect(tokenize(`a ${'x'.repeat(101)} b`)).toEqual(['a', 'b']);
  });
  it('keeps marks that carry meaning in other scripts', () => {
    expect(normalizeText('हिन्दी')).toBe('हिन्दी');
  });
});

describe('searchQuery', () => {
  it('requires every word and lets the last one match as a prefix', () => {
    expect(searchQuery('Marketing plan')).toBe("'marketing' & 'plan':*");
  });
  it('quotes words so tsquery operators in the input are literal text', () => {
    expect(searchQuery("a & b | !c 'dee'")).toBe("'a' & 'b' & 'c' & 'dee':*");
  });
  it('matches a last word of one or two letters, or a CJK bigram, whole rather than as a prefix', () => {
    expect(searchQuery('re')).toBe("'re'");
    expect(searchQuery('act as')).toBe("'act' & 'as'");
    expect(searchQuery('act as a')).toBe("'act' & 'as' & 'a'");
    expect(searchQuery('wri')).toBe("'wri':*");
  });
  it('returns null when there is nothing to search', () => {
    expect(searchQuery('  !!! ')).toBeNull();
  });
  it('matches the document built from the same text', () => {
    expect(searchDocument('翻译助手')).toBe('翻译 译助 助手');
    expect(searchQuery('译助')).toBe("'译助'");
  });
});

describe('tokensOfNormalized on ASCII text', () => {
  it('splits exactly as the Unicode classes do (every printable ASCII character, random strings)', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') + '\n\t';
    for (let n = 0; n < 2000; n++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 80) },
        () => ascii[Math.floor(random() * ascii.length)],
      ).join('');
      const expected = (text.match(TOKEN) ?? []).filter((t) => t.length <= MAX_TOKEN_LENGTH);
      expect(tokensOfNormalized(text)).toEqual(expected);
    }
    expect(tokensOfNormalized(`a${'b'.repeat(MAX_TOKEN_LENGTH)} ok`)).toEqual(['ok']);
  });
});
