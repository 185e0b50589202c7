import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-ip';

describe('forwardedClient', () => {
  it("believes only the entry our proxy appended (the last), not the client's own", () => {
    expect(forwardedClient('203.0.113.9')).toBe('203.0.113.9');
    expect(forwardedClient('198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(forwardedClient('spoofed, also-spoofed ,203.0.113.9 ')).toBe('203.0.113.9');
    expect(forwardedClient('203.0.113.9,')).toBe('203.0.113.9');
    expect(forwardedClient('')).toBeNull();
    expect(forwardedClient(undefined)).toBeNull();
  });
});
