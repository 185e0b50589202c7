import { describe, expect, it } from 'vitest';
import { checkFormToken, issueFormToken } from './form-token';

const secret = 'x'.repeat(40);

describe('form tokens', () => {
  it('accepts a token from 5 s on and refuses it before', () => {
    const { token, issuedAt } = issueFormToken(secret, 1_000_000);
    expect(checkFormToken(secret, token, issuedAt + 4999)).toEqual({ ok: false, reason: 'too-fast' });
    expect(checkFormToken(secret, token, issuedAt + 5000)).toEqual({ ok: true });
  });
  it('refuses tokens older than a day, signed with another secret, or malformed', () => {
    const { token, issuedAt } = issueFormToken(secret, 1_000_000);
    expect(checkFormToken(secret, token, issuedAt + 24 * 3600_000 + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(checkFormToken('y'.repeat(40), token, issuedAt + 6000)).toEqual({ ok: false, reason: 'invalid' });
    const [, nonce, signature] = token.split('.');
    for (const bad of [
      '',
      'abc',
      '123',
      '123.',
      'x.y',
      `${issuedAt}.${signature}`,
      `${issuedAt - 1}.${nonce}.${signature}`,
      `${issuedAt}.other.${signature}`,
      `${token}.extra`,
    ]) {
      expect(checkFormToken(secret, bad, issuedAt + 6000).ok).toBe(false);
    }
  });
});
