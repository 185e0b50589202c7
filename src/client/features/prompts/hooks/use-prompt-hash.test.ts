import { describe, expect, it } from 'vitest';
import { parsePromptId, promptHash, promptKeyFromHash } from './use-prompt-hash';

describe('prompt hash', () => {
  it('reads #prompt-{id}', () => {
    expect(promptKeyFromHash('#prompt-12')).toBe('12');
    expect(promptKeyFromHash('#other')).toBeNull();
    expect(promptKeyFromHash('')).toBeNull();
    expect(promptHash(12)).toBe('#prompt-12');
  });

  it('accepts only positive whole ids in range', () => {
    expect(parsePromptId('12')).toBe(12);
    expect(parsePromptId('0')).toBeNull();
    expect(parsePromptId('-1')).toBeNull();
    expect(parsePromptId('1.5')).toBeNull();
    expect(parsePromptId('abc')).toBeNull();
    expect(parsePromptId('99999999999')).toBeNull();
    expect(parsePromptId(undefined)).toBeNull();
  });
});
