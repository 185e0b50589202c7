import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('goes back to the screen that sent the user to sign in', () => {
    expect(returnPath({ from: '/admin/users' })).toBe('/admin/users');
    expect(returnPath({ from: '/saved' })).toBe('/saved');
  });

  it('goes home without a usable origin', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
    expect(returnPath({ from: '/login' })).toBe('/');
  });

  it('never leaves the site', () => {
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/');
    expect(returnPath({ from: 'javascript:alert(1)' })).toBe('/');
  });
});
