import { describe, it, expect } from 'vitest';
import { TAG_SUGGEST_MAX, TAG_SUGGEST_MIN_CONTENT } from '../../shared/constants';
import { AI_MODEL_NAMES, STOP_WORDS, findModelTags, modelNameToTag, suggestTags, topWords } from './tag-suggest';

describe('STOP_WORDS', () => {
  it('is a Set of lowercase English stop words', () => {
    expect(STOP_WORDS).toBeInstanceOf(Set);
    for (const word of ['the', 'and', 'with', 'this', 'that', 'from', 'have', 'would', 'your']) {
      expect(STOP_WORDS.has(word)).toBe(true);
    }
    for (const word of STOP_WORDS) expect(word).toBe(word.toLowerCase());
  });

  it('does not contain content words', () => {
    for (const word of ['python', 'marketing', 'story', 'code']) {
      expect(STOP_WORDS.has(word)).toBe(false);
    }
  });
});

describe('AI_MODEL_NAMES / findModelTags', () => {
  it('lists lowercase model names including the common ones', () => {
    for (const name of AI_MODEL_NAMES) expect(name).toBe(name.toLowerCase());
    for (const name of ['gpt-4', 'gpt-4o', 'gpt-3.5', 'chatgpt', 'claude', 'gemini', 'llama']) {
      expect(AI_MODEL_NAMES).toContain(name);
    }
    for (const name of ['mistral', 'midjourney', 'dall-e', 'stable diffusion', 'copilot']) {
      expect(AI_MODEL_NAMES).toContain(name);
    }
  });

  it('turns names into tags', () => {
    expect(modelNameToTag('stable diffusion')).toBe('stable-diffusion');
    expect(modelNameToTag('gpt-4')).toBe('gpt-4');
  });

  it('finds names case-insensitively in order of appearance', () => {
    expect(findModelTags('Works with Claude and ChatGPT, also Claude again')).toEqual(['claude', 'chatgpt']);
  });

  it('accepts space, hyphen or no separator between name parts', () => {
    expect(findModelTags('Stable Diffusion')).toEqual(['stable-diffusion']);
    expect(findModelTags('stable-diffusion')).toEqual(['stable-diffusion']);
    expect(findModelTags('GPT4 and gpt 3.5')).toEqual(['gpt-4', 'gpt-3.5']);
    expect(findModelTags('DALL-E and DALLE')).toEqual(['dall-e']);
  });

  it('prefers the longest name', () => {
    expect(findModelTags('Use GPT-4o here')).toEqual(['gpt-4o']);
    expect(findModelTags('GPT-3.5 is older')).toEqual(['gpt-3.5']);
    expect(findModelTags('Try GPT-4.')).toEqual(['gpt-4']);
  });

  it('is word-bounded', () => {
    expect(findModelTags('claudette geminis llamas')).toEqual([]);
    expect(findModelTags('gpt-4.1 is not gpt-4')).toEqual(['gpt-4']);
    expect(findModelTags('gpt-4.1 only')).toEqual([]);
  });
});

describe('topWords', () => {
  it('orders by frequency then first appearance', () => {
    expect(topWords('alpha beta beta gamma gamma delta', 3)).toEqual(['beta', 'gamma', 'alpha']);
  });

  it('keeps only words longer than 3 characters', () => {
    expect(topWords('cat cat cat dogs', 3)).toEqual(['dogs']);
  });

  it('skips stop words and pure numbers but keeps alphanumeric words', () => {
    expect(topWords('there there 2024 2024 2024 web3 web3 python', 3)).toEqual(['web3', 'python']);
  });

  it('lowercases and splits on punctuation', () => {
    expect(topWords('Python, PYTHON! python? (Rust)-Rust', 3)).toEqual(['python', 'rust']);
  });

  it('supports non-English words', () => {
    expect(topWords('Übersetzung übersetzung Katze', 3)).toEqual(['übersetzung', 'katze']);
    expect(topWords('программирование код программирование', 3)).toEqual(['программирование']);
    expect(topWords('café café résumé', 3)).toEqual(['café', 'résumé']);
  });

  it('ignores emoji', () => {
    expect(topWords('🚀🚀🚀 rocket 🚀', 3)).toEqual(['rocket']);
  });

  it('does not count words that are part of a model name', () => {
    expect(topWords('Stable Diffusion portrait portrait', 3)).toEqual(['portrait']);
  });
});

describe('suggestTags', () => {
  it('uses the spec limits', () => {
    expect(TAG_SUGGEST_MIN_CONTENT).toBe(15);
    expect(TAG_SUGGEST_MAX).toBe(2);
  });

  it('suggests nothing when tags already exist', () => {
    expect(suggestTags('Write python code for parsing python files', ['existing'])).toEqual([]);
  });

  it('ignores blank existing tags', () => {
    expect(suggestTags('python python python code', [' '])).toEqual(['python', 'code']);
  });

  it('requires at least 15 characters (14 fails, 15 passes)', () => {
    const fourteen = 'python python.';
    const fifteen = 'python python..';
    expect(fourteen).toHaveLength(14);
    expect(fifteen).toHaveLength(15);
    expect(suggestTags(fourteen, [])).toEqual([]);
    expect(suggestTags(fifteen, [])).toEqual(['python']);
  });

  it('measures length after trimming', () => {
    expect(suggestTags('   python python.   ', [])).toEqual([]);
  });

  it('returns at most 2 tags', () => {
    const out = suggestTags('alpha alpha alpha beta beta gamma delta', []);
    expect(out).toEqual(['alpha', 'beta']);
  });

  it('puts AI-model names first', () => {
    const out = suggestTags('recipe recipe recipe ideas for dinner using ChatGPT', []);
    expect(out).toEqual(['chatgpt', 'recipe']);
  });

  it('keeps models in order of appearance and cuts to 2', () => {
    expect(suggestTags('Compare Midjourney with DALL-E and Stable Diffusion', [])).toEqual(['midjourney', 'dall-e']);
  });

  it('deduplicates a model name that is also a frequent word', () => {
    expect(suggestTags('claude claude claude summarise summarise', [])).toEqual(['claude', 'summarise']);
  });

  it('breaks frequency ties by first appearance', () => {
    expect(suggestTags('zebra apple zebra apple mango', [])).toEqual(['zebra', 'apple']);
  });

  it('returns nothing when no word qualifies', () => {
    expect(suggestTags('the and but for you are was 123 4567', [])).toEqual([]);
  });

  it('works for non-English content', () => {
    expect(suggestTags('Écris un poème sur la mer, un poème court', [])).toEqual(['poème', 'écris']);
  });

  it('counts emoji content by code points for the length check', () => {
    const fourteen = '🚀🚀🚀🚀🚀 rockets🚀';
    const fifteen = '🚀🚀🚀🚀🚀 rockets🚀🚀';
    expect(Array.from(fourteen)).toHaveLength(14);
    expect(fourteen.length).toBeGreaterThan(15); // UTF-16 length would wrongly pass
    expect(Array.from(fifteen)).toHaveLength(15);
    expect(suggestTags(fourteen, [])).toEqual([]);
    expect(suggestTags(fifteen, [])).toEqual(['rockets']);
  });
});
