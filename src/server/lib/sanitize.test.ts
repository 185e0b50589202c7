// @vitest-environment jsdom
/**
 * Ad HTML is the only user-supplied HTML the site renders: a corpus of XSS payloads (OWASP
 * filter-evasion style) must come out harmless. Each output is parsed by a real DOM (jsdom)
 * and checked element by element, not only by string matching.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeAdHtml } from './sanitize';
import { PAYLOADS, problemsOf } from '../../../tests/xss-corpus';

describe('sanitizeAdHtml', () => {
  it.each(PAYLOADS)('neutralizes %s', (payload) => {
    const out = sanitizeAdHtml(payload);
    expect(problemsOf(out)).toEqual([]);
    expect(out).not.toMatch(/<\s*(script|svg|iframe|object|embed|style|link|meta|base|form|math|template)/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/javascript:|vbscript:|expression\(/i);
    // Sanitizing is stable: what is stored comes out the same when sanitized again on render.
    expect(sanitizeAdHtml(out)).toBe(out);
  });

  it('the checker itself catches the raw payloads', () => {
    const caught = PAYLOADS.filter((p) => problemsOf(p).length > 0 || /<script|javascript:/i.test(p));
    expect(caught.length).toBeGreaterThan(PAYLOADS.length * 0.8);
  });

  it('keeps ordinary ad markup', () => {
    const html =
      '<p><strong>Sale</strong> on <em>prompts</em></p><ul><li>One</li></ul><a href="https://shop.example/x?a=1&amp;b=2">Shop</a> <a href="mailto:ads@example.com">Mail</a> <img src="https://img.example/a.png" alt="Logo" width="100" height="50">';
    const out = sanitizeAdHtml(html);
    expect(out).toContain('<strong>Sale</strong>');
    expect(out).toContain('href="https://shop.example/x?a=1&amp;b=2"');
    expect(out).toContain('href="mailto:ads@example.com"');
    expect(out).toContain('<img src="https://img.example/a.png" alt="Logo" width="100" height="50" />');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('target="_blank"');
  });

  it('keeps plain text as text', () => {
    expect(sanitizeAdHtml('Just text & more')).toBe('Just text &amp; more');
  });
});
