import { describe, expect, it } from 'vitest';
import { queryTerms, stemWord, transpositions } from './search-query';

describe('query words (issue 10: word forms, typos, Japanese)', () => {
  it('gives the forms of a word one stem, matched as a prefix', () => {
    for (const group of [
      ['translate', 'translator', 'translation', 'translating'],
      ['review', 'reviewer', 'reviewing'],
      ['summarize', 'summarizer', 'summarizing', 'summarise'],
      ['etymology', 'etymologist'],
    ]) {
      const stems = group.map((w) => stemWord(w) ?? w);
      expect(new Set(stems).size, group.join()).toBe(1);
    }
    expect(stemWord('story')).toBeNull();
    expect(stemWord('class')).toBeNull();
    expect(stemWord('committed')).toBe('commit');
  });

  it('lists the words one adjacent swap away', () => {
    expect(transpositions('pyhton')).toContain('python');
    expect(transpositions('tranlsator')).toContain('translator');
    expect(transpositions('aab')).toEqual(['aba']);
  });

  it('drops stop words and Japanese particles unless nothing else is left', () => {
    expect(queryTerms('summarize a book').map((t) => t.token)).toEqual(['summarize', 'book']);
    expect(queryTerms('the a').map((t) => t.token)).toEqual(['the', 'a']);
    expect(queryTerms('アプリケーションの開発').map((t) => t.token)).not.toContain('の');
    expect(queryTerms('アプリ開発').map((t) => t.token)).toEqual(['アプ', 'プリ', '開発']);
    expect(queryTerms('翻')[0]!.prefix).toBe("'翻':*");
  });

  it('matches the word being typed as a prefix, not one a stop word follows', () => {
    expect(queryTerms('linux term').map((t) => t.prefix)).toEqual([null, "'term':*"]);
    expect(queryTerms('act as a').map((t) => t.token)).toEqual(['act']);
    expect(queryTerms('act as a')[0]!.prefix).toBeNull();
  });
});
