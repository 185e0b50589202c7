import { describe, it, expect } from 'vitest';
import { FILTER_TAG_SUGGESTIONS } from '../../shared/constants';
import { addTags, filterTagSuggestions, isTagCommitKey, normalizeTag, removeTag } from './tags';

describe('normalizeTag', () => {
  it('trims and lowercases', () => {
    expect(normalizeTag('  React ')).toBe('react');
    expect(normalizeTag('GPT-4')).toBe('gpt-4');
    expect(normalizeTag('\tMachine Learning\n')).toBe('machine learning');
  });

  it('lowercases non-English letters', () => {
    expect(normalizeTag('ÜBERSETZUNG')).toBe('übersetzung');
    expect(normalizeTag('Программирование')).toBe('программирование');
  });

  it('returns empty for whitespace', () => {
    expect(normalizeTag('   ')).toBe('');
  });
});

describe('addTags', () => {
  it('adds a single normalised tag', () => {
    expect(addTags([], '  Python ')).toEqual(['python']);
  });

  it('appends to the existing tags in order', () => {
    expect(addTags(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('splits pasted comma-separated text into several tags', () => {
    expect(addTags([], 'a, b,c')).toEqual(['a', 'b', 'c']);
  });

  it('ignores empty pieces', () => {
    expect(addTags([], ',, a ,  , b,')).toEqual(['a', 'b']);
    expect(addTags(['x'], '')).toEqual(['x']);
    expect(addTags(['x'], '   ')).toEqual(['x']);
    expect(addTags(['x'], ',')).toEqual(['x']);
  });

  it('ignores tags already present, case-insensitively', () => {
    expect(addTags(['react'], 'React')).toEqual(['react']);
    expect(addTags(['react'], ' REACT , vue')).toEqual(['react', 'vue']);
  });

  it('ignores duplicates within the pasted text', () => {
    expect(addTags([], 'a, A, a ,b')).toEqual(['a', 'b']);
  });

  it('does not mutate the input array', () => {
    const current = ['a'];
    const next = addTags(current, 'b');
    expect(current).toEqual(['a']);
    expect(next).not.toBe(current);
  });

  it('keeps Unicode and emoji tags', () => {
    expect(addTags([], 'Café, 日本語, 🚀')).toEqual(['café', '日本語', '🚀']);
  });
});

describe('removeTag', () => {
  it('removes the tag', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('compares after normalisation', () => {
    expect(removeTag(['react', 'vue'], ' React ')).toEqual(['vue']);
  });

  it('returns the same contents when the tag is absent, without mutating', () => {
    const current = ['a', 'b'];
    expect(removeTag(current, 'z')).toEqual(['a', 'b']);
    removeTag(current, 'a');
    expect(current).toEqual(['a', 'b']);
  });
});

describe('isTagCommitKey', () => {
  it('accepts Enter and comma', () => {
    expect(isTagCommitKey('Enter')).toBe(true);
    expect(isTagCommitKey(',')).toBe(true);
  });

  it('rejects other keys', () => {
    for (const key of ['Tab', ' ', 'a', 'enter', 'Backspace', ';', '']) {
      expect(isTagCommitKey(key)).toBe(false);
    }
  });
});

describe('filterTagSuggestions', () => {
  const pool = Array.from({ length: 15 }, (_, i) => `tag${i + 1}`);

  it('limits to the spec count of 10', () => {
    expect(FILTER_TAG_SUGGESTIONS).toBe(10);
  });

  it('returns the first 10 of the pool for an empty query', () => {
    const out = filterTagSuggestions(pool, '', []);
    expect(out.map((s) => s.tag)).toEqual(pool.slice(0, 10));
    expect(out.every((s) => !s.disabled)).toBe(true);
  });

  it('treats a whitespace query as empty', () => {
    expect(filterTagSuggestions(pool, '   ', [])).toHaveLength(10);
  });

  it('matches substrings case-insensitively in pool order', () => {
    const out = filterTagSuggestions(['JavaScript', 'java', 'python', 'rust'], 'JAV', []);
    expect(out).toEqual([
      { tag: 'JavaScript', disabled: false },
      { tag: 'java', disabled: false },
    ]);
  });

  it('matches in the middle of a tag', () => {
    const out = filterTagSuggestions(['typescript', 'javascript', 'python'], 'script', []);
    expect(out.map((s) => s.tag)).toEqual(['typescript', 'javascript']);
  });

  it('caps the matches at 10', () => {
    expect(filterTagSuggestions(pool, 'tag', [])).toHaveLength(10);
    expect(filterTagSuggestions(pool, 'tag1', []).map((s) => s.tag)).toEqual([
      'tag1',
      'tag10',
      'tag11',
      'tag12',
      'tag13',
      'tag14',
      'tag15',
    ]);
  });

  it('includes selected tags but flags them disabled', () => {
    const out = filterTagSuggestions(['react', 'redux', 'vue'], 're', ['React']);
    expect(out).toEqual([
      { tag: 'react', disabled: true },
      { tag: 'redux', disabled: false },
    ]);
  });

  it('counts disabled tags within the limit', () => {
    const out = filterTagSuggestions(pool, '', ['tag1', 'tag2']);
    expect(out).toHaveLength(10);
    expect(out.filter((s) => s.disabled).map((s) => s.tag)).toEqual(['tag1', 'tag2']);
  });

  it('returns nothing when no tag matches', () => {
    expect(filterTagSuggestions(pool, 'zzz', [])).toEqual([]);
    expect(filterTagSuggestions([], '', [])).toEqual([]);
  });

  it('lists a duplicated pool tag once', () => {
    const out = filterTagSuggestions(['ai', 'AI', 'ai'], 'a', []);
    expect(out).toEqual([{ tag: 'ai', disabled: false }]);
  });

  it('accepts a custom maximum', () => {
    expect(filterTagSuggestions(pool, '', [], 3).map((s) => s.tag)).toEqual(['tag1', 'tag2', 'tag3']);
  });

  it('matches non-English tags', () => {
    const out = filterTagSuggestions(['übersetzung', 'écriture', 'код'], 'ÜBER', []);
    expect(out.map((s) => s.tag)).toEqual(['übersetzung']);
  });
});
