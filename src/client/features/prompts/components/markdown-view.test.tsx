// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PAYLOADS } from '../../../../../tests/xss-corpus';
import MarkdownView, { safeHref } from './markdown-view';

afterEach(cleanup);

/** The elements the renderer makes; anything else would have come from the prompt. */
const RENDERER_TAGS = new Set([
  'DIV',
  'P',
  'H3',
  'H4',
  'H5',
  'H6',
  'STRONG',
  'EM',
  'CODE',
  'PRE',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'HR',
  'A',
  'SPAN',
  'MARK',
]);

function problemsOfRendered(container: HTMLElement): string[] {
  const problems: string[] = [];
  for (const el of container.querySelectorAll('*')) {
    if (!RENDERER_TAGS.has(el.tagName)) problems.push(`tag ${el.tagName}`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || attr.name === 'style' || attr.name === 'src')
        problems.push(`attribute ${attr.name}`);
    }
    if (el.tagName === 'A') {
      const href = el.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:)/.test(href)) problems.push(`href ${href}`);
      if (el.getAttribute('rel') !== 'noopener noreferrer nofollow ugc') problems.push('rel');
    }
  }
  return problems;
}

const renderMarkdown = (source: string) => render(<MarkdownView source={source} headingLevel={2} />).container;

describe('MarkdownView', () => {
  it('renders headings under the section, lists, quotes, code, emphasis and safe links', () => {
    const container = renderMarkdown(
      '# Role\nYou are **precise** and *kind*.\n\n- one\n- two\n\n1. first\n\n> note\n\n```\n<b>code</b>\n```\n\nSee [docs](https://example.com/a?b=1) and `x<y`.\n\n---',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Role' })).toBeInTheDocument();
    expect(screen.getByText('precise').tagName).toBe('STRONG');
    expect(screen.getByText('kind').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two', 'first']);
    expect(container.querySelector('blockquote')).toHaveTextContent('note');
    expect(container.querySelector('pre code')?.textContent).toBe('<b>code</b>');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('x<y').tagName).toBe('CODE');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(problemsOfRendered(container)).toEqual([]);
  });

  it('shows every XSS payload of the corpus as text, never as markup', () => {
    for (const payload of PAYLOADS) {
      const container = renderMarkdown(`Intro\n\n${payload}\n\n- item ${payload}\n\n**${payload}**`);
      expect(problemsOfRendered(container), payload).toEqual([]);
      // The payload's characters are all there, as text (Markdown punctuation aside).
      const bare = (text: string) => text.replace(/[`*_\s]/g, '');
      expect(bare(container.textContent ?? ''), payload).toContain(bare(payload));
      cleanup();
    }
  });

  it('keeps only http(s) and mailto links; other addresses stay text', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/relative',
      'java%0ascript:alert(1)',
    ];
    for (const url of hostile) {
      expect(safeHref(url), url).toBeNull();
      const container = renderMarkdown(`[click](${url}) <${url}>`);
      expect(container.querySelector('a'), url).toBeNull();
      expect(container.textContent).toContain(`[click](${url})`);
      cleanup();
    }
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
  });
});

describe('MarkdownView front matter', () => {
  it('keeps YAML front matter as written, in monospace', () => {
    const container = renderMarkdown('---\nname: planner\nmodel: any\n---\n# Plan\nDo it.');
    expect(container.querySelector('pre code')?.textContent).toBe('---\nname: planner\nmodel: any\n---');
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toBeInTheDocument();
    expect(container.querySelector('hr')).toBeNull();
  });
});
