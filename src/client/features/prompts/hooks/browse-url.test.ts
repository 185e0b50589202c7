import { describe, expect, it } from 'vitest';
import {
  appliedSearchText,
  browseHref,
  effectiveSort,
  parseBrowseState,
  parseMinRating,
  toPromptFilters,
} from './browse-url';

const parse = (pathname: string, search = '', params: { tagName?: string; categoryName?: string } = {}) =>
  parseBrowseState(params, pathname, new URLSearchParams(search));

describe('search text', () => {
  it('applies with 2+ characters or when empty', () => {
    expect(appliedSearchText('')).toBe('');
    expect(appliedSearchText('a')).toBe('');
    expect(appliedSearchText(' a ')).toBe('');
    expect(appliedSearchText('ab')).toBe('ab');
    expect(appliedSearchText('  code review ')).toBe('code review');
  });
});

describe('parseBrowseState', () => {
  it('reads the filters from the search params', () => {
    const state = parse('/', '?q=sql&category=writing&sort=oldest&minRating=3.5&tags=A,b,a');
    expect(state.values).toEqual({
      query: 'sql',
      category: 'writing',
      sort: 'oldest',
      minRating: 3.5,
      tags: ['a', 'b'],
    });
    expect(state.isUnknownCategory).toBe(false);
  });

  it('pre-selects the tag of /tag/{tag}', () => {
    const state = parse('/tag/Python', '?tags=sql', { tagName: 'Python' });
    expect(state.path).toEqual({ kind: 'tag', tag: 'python' });
    expect(state.values.tags).toEqual(['python', 'sql']);
  });

  it('pre-selects the category of /category/{category}, by id or name', () => {
    expect(parse('/category/data-science', '', { categoryName: 'data-science' }).values.category).toBe('data-science');
    expect(parse('/category/Data Science', '', { categoryName: 'Data Science' }).values.category).toBe('data-science');
  });

  it('flags an unknown category', () => {
    const state = parse('/category/nope', '', { categoryName: 'nope' });
    expect(state.isUnknownCategory).toBe(true);
    expect(state.values.category).toBe('nope');
  });

  it('ignores bad values', () => {
    const state = parse('/', '?q=a&sort=bogus&minRating=9');
    expect(state.values.query).toBe('');
    expect(state.values.sort).toBeNull();
    expect(state.values.minRating).toBe(5);
    expect(parseMinRating('abc')).toBe(0);
    expect(parseMinRating('2.3')).toBe(2.5);
  });
});

describe('sort', () => {
  it('uses Best Match while searching unless a sort was chosen; newest otherwise', () => {
    expect(effectiveSort({ query: '', sort: null })).toBe('newest');
    expect(effectiveSort({ query: 'sql', sort: null })).toBe('relevance');
    expect(effectiveSort({ query: 'sql', sort: 'most-popular' })).toBe('most-popular');
    expect(effectiveSort({ query: '', sort: 'highest-rated' })).toBe('highest-rated');
    expect(effectiveSort({ query: '', sort: 'relevance' })).toBe('newest');
  });

  it('builds the server filters', () => {
    expect(toPromptFilters({ query: 'sql', category: '', sort: null, minRating: 0, tags: [] })).toEqual({
      query: 'sql',
      category: '',
      sort: 'relevance',
      minRating: 0,
      tags: [],
    });
  });
});

describe('browseHref', () => {
  const none = { kind: 'none', pathname: '/' } as const;
  const base = { query: '', category: '', sort: null, minRating: 0, tags: [] as string[] };

  it('writes only the filters that are set', () => {
    expect(browseHref(base, none)).toEqual({ pathname: '/', search: '' });
    expect(
      browseHref(
        { ...base, query: 'sql', category: 'writing', sort: 'oldest', minRating: 2.5, tags: ['a', 'b'] },
        none,
      ),
    ).toEqual({
      pathname: '/',
      search: '?q=sql&category=writing&sort=oldest&minRating=2.5&tags=a%2Cb',
    });
  });

  it('keeps /prompts', () => {
    expect(browseHref({ ...base, query: 'sql' }, { kind: 'none', pathname: '/prompts' }).pathname).toBe('/prompts');
  });

  it('keeps /tag/{tag} while the tag stays selected, and leaves it when removed', () => {
    const path = { kind: 'tag', tag: 'python' } as const;
    expect(browseHref({ ...base, tags: ['python', 'sql'] }, path)).toEqual({
      pathname: '/tag/python',
      search: '?tags=sql',
    });
    expect(browseHref({ ...base, tags: ['sql'] }, path)).toEqual({ pathname: '/', search: '?tags=sql' });
  });

  it('moves between /category paths and back to / for all categories', () => {
    const path = { kind: 'category', category: 'writing' } as const;
    expect(browseHref({ ...base, category: 'writing', minRating: 1 }, path)).toEqual({
      pathname: '/category/writing',
      search: '?minRating=1',
    });
    expect(browseHref({ ...base, category: 'business' }, path).pathname).toBe('/category/business');
    expect(browseHref(base, path)).toEqual({ pathname: '/', search: '' });
  });
});
