import { describe, it, expect } from 'vitest';
import { CATEGORIES, CATEGORY_AUTOPICK_MIN_CONTENT, CATEGORY_AUTOPICK_MIN_SCORE } from '../../shared/constants';
import { CATEGORY_KEYWORDS, autoPickCategory, scoreCategories } from './category-autopick';

/** Pad text with neutral filler (no keywords) to reach a length. */
const pad = (text: string, length: number) => text + '.'.repeat(Math.max(0, length - text.length));

describe('CATEGORY_KEYWORDS', () => {
  it('has keywords for each non-other category and none for other', () => {
    for (const { id } of CATEGORIES) {
      if (id === 'other') {
        expect(CATEGORY_KEYWORDS[id]).toEqual([]);
      } else {
        expect(CATEGORY_KEYWORDS[id].length).toBeGreaterThanOrEqual(15);
        expect(CATEGORY_KEYWORDS[id].length).toBeLessThanOrEqual(30);
      }
    }
  });

  it('uses lowercase, trimmed keywords that belong to one category only', () => {
    const owner = new Map<string, string>();
    for (const [id, words] of Object.entries(CATEGORY_KEYWORDS)) {
      for (const word of words) {
        expect(word).toBe(word.trim().toLowerCase());
        expect(owner.get(word), `"${word}" in ${id} and ${owner.get(word)}`).toBeUndefined();
        owner.set(word, id);
      }
    }
  });

  it('includes the obvious programming keywords', () => {
    for (const word of ['code', 'function', 'javascript', 'python', 'bug', 'api']) {
      expect(CATEGORY_KEYWORDS.programming).toContain(word);
    }
  });
});

describe('scoreCategories', () => {
  it('returns a score for every category', () => {
    const scores = scoreCategories('');
    expect(Object.keys(scores).sort()).toEqual(CATEGORIES.map((c) => c.id).sort());
    expect(Object.values(scores).every((v) => v === 0)).toBe(true);
  });

  it('counts distinct keyword hits', () => {
    const scores = scoreCategories('Fix the bug in this Python function');
    expect(scores.programming).toBe(3);
    expect(scores.writing).toBe(0);
  });

  it('counts every occurrence of a repeated keyword', () => {
    expect(scoreCategories('bug bug bug').programming).toBe(3);
    expect(scoreCategories('api, API and Api').programming).toBe(3);
  });

  it('is case-insensitive', () => {
    expect(scoreCategories('JAVASCRIPT JavaScript javascript').programming).toBe(3);
  });

  it('matches whole words only', () => {
    // "rapid" contains "api", "debugger" contains "bug", "codex" contains "code".
    expect(scoreCategories('rapid debugger codex').programming).toBe(0);
    expect(scoreCategories('(api) "code"; bug!').programming).toBe(3);
  });

  it('does not treat accented letters as word boundaries', () => {
    expect(scoreCategories('artístico').creative).toBe(0);
    expect(scoreCategories('codeé').programming).toBe(0);
  });

  it('counts simple plurals', () => {
    expect(scoreCategories('bugs functions apis').programming).toBe(3);
    expect(scoreCategories('essays').writing).toBe(1);
  });

  it('matches multi-word and punctuated keywords', () => {
    const scores = scoreCategories('machine learning and neural   networks');
    expect(scores['data-science']).toBe(2);
    expect(scores.education).toBe(0); // "learning" is not a plural of "learn"
    expect(scoreCategories('I love C++').programming).toBe(1);
    expect(scoreCategories('daily self-care routine').personal).toBe(1);
  });

  it('never scores other', () => {
    expect(scoreCategories('other other other').other).toBe(0);
  });
});

describe('autoPickCategory', () => {
  const programming3 = 'Fix the bug in this Python function please';

  it('uses the spec thresholds', () => {
    expect(CATEGORY_AUTOPICK_MIN_CONTENT).toBe(20);
    expect(CATEGORY_AUTOPICK_MIN_SCORE).toBe(2);
  });

  it('picks the best category when it scores 3', () => {
    expect(autoPickCategory(programming3, '')).toBe('programming');
  });

  it('does not pick when the best score is exactly 2', () => {
    const text = 'Fix the bug in this Python routine please';
    expect(scoreCategories(text).programming).toBe(2);
    expect(autoPickCategory(text, '')).toBeNull();
  });

  it('requires at least 20 characters (19 fails, 20 passes)', () => {
    const base = 'bug bug bug'; // 11 characters, score 3
    const nineteen = pad(base, 19);
    const twenty = pad(base, 20);
    expect(nineteen).toHaveLength(19);
    expect(twenty).toHaveLength(20);
    expect(autoPickCategory(nineteen, '')).toBeNull();
    expect(autoPickCategory(twenty, '')).toBe('programming');
  });

  it('ignores surrounding whitespace when measuring length', () => {
    expect(autoPickCategory('   ' + pad('bug bug bug', 19) + '   ', '')).toBeNull();
  });

  it('picks when the current category is empty, undefined or other', () => {
    expect(autoPickCategory(programming3, '')).toBe('programming');
    expect(autoPickCategory(programming3, undefined)).toBe('programming');
    expect(autoPickCategory(programming3, 'other')).toBe('programming');
  });

  it('never overrides a category the user chose', () => {
    expect(autoPickCategory(programming3, 'writing')).toBeNull();
    expect(autoPickCategory(programming3, 'programming')).toBeNull();
  });

  it('picks the category with the highest score', () => {
    const text = 'Write an essay draft with a grammar check about the bug in my code';
    // writing: write, essay, draft, grammar = 4; programming: bug, code = 2
    expect(autoPickCategory(text, '')).toBe('writing');
  });

  it('breaks ties by CATEGORIES order', () => {
    const text = 'poem poem poem and recipe recipe recipe';
    expect(scoreCategories(text).creative).toBe(3);
    expect(scoreCategories(text).personal).toBe(3);
    expect(autoPickCategory(text, '')).toBe('creative');

    const text2 = 'workout workout workout then code code code';
    expect(autoPickCategory(text2, '')).toBe('programming');
  });

  it('returns null when nothing matches', () => {
    expect(autoPickCategory('The quick brown fox jumps over the lazy dog', '')).toBeNull();
  });

  it('works for each category', () => {
    const samples: Record<string, string> = {
      programming: 'Refactor this TypeScript code and add an API',
      writing: 'Proofread and rewrite this paragraph for tone',
      'data-science': 'Use pandas for a regression analysis of the dataset',
      marketing: 'Plan an SEO campaign for our brand on Instagram',
      education: 'Create a quiz and homework for my students lesson',
      academic: 'Write the abstract and methodology for my thesis research',
      creative: 'Write a fantasy story with a memorable character and plot',
      business: 'Draft a proposal for the investor pitch with revenue figures',
      personal: 'Plan a healthy meal and workout habit for my fitness goals',
    };
    for (const [id, text] of Object.entries(samples)) {
      expect(autoPickCategory(text, ''), text).toBe(id);
    }
  });

  it('handles emoji and non-English text without picking spuriously', () => {
    expect(autoPickCategory('🚀🚀🚀 Schreibe einen Text über Katzen 🐱', '')).toBeNull();
  });
});
