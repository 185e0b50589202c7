// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SanitizedAdHtml } from './ad-html';
import { adPlainText, adPreviewText } from './ad-text';
import { PAYLOADS, problemsOf } from '../../../../tests/xss-corpus';

afterEach(cleanup);

describe('adPreviewText', () => {
  it('keeps the text of the HTML only, words of separate blocks apart', () => {
    expect(adPlainText('<p>One</p><p>Two<br>Three</p><ul><li>Four</li></ul>')).toBe('One Two Three Four');
    expect(adPlainText('<b>Bo</b>ld <script>alert(1)</script><style>p{}</style>')).toBe('Bold');
    expect(adPlainText('Fish &amp; chips &lt;b&gt;')).toBe('Fish & chips <b>');
  });

  it('cuts at 100 characters with an ellipsis, and leaves 100 characters as they are', () => {
    const hundred = 'x'.repeat(100);
    expect(adPreviewText(`<p>${hundred}</p>`)).toBe(hundred);
    expect(adPreviewText(`<p>${hundred}y</p>`)).toBe(`${hundred}...`);
  });
});

describe('SanitizedAdHtml', () => {
  it('keeps the server allowlist and drops everything else', () => {
    const { container } = render(
      <SanitizedAdHtml
        html={
          '<p class="lead" style="color:red" onclick="x()">Hi <em>there</em></p><iframe src="https://e.com"></iframe>' +
          '<a href="/contact">Local</a><a href="//evil.example">Proto-relative</a><form><input value="x"></form>' +
          '<img src="javascript:alert(1)"><img src="/logo.png" alt="Logo" width="20">'
        }
      />,
    );
    const root = container.firstElementChild!;
    expect(root.querySelector('p')).toHaveAttribute('class', 'lead');
    expect(root.querySelector('p')).not.toHaveAttribute('style');
    expect(root.querySelector('p')).not.toHaveAttribute('onclick');
    expect(root.querySelector('em')).toHaveTextContent('there');
    expect(root.querySelector('iframe, form, input')).toBeNull();
    const links = root.querySelectorAll('a');
    expect(links[0]).toHaveAttribute('href', '/contact');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[1]).not.toHaveAttribute('href');
    const images = root.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/logo.png');
    expect(images[0]).toHaveAttribute('width', '20');
  });
});

describe('SanitizedAdHtml with an XSS corpus', () => {
  // The server sanitizes before storing and serving; this is the third line of defence: even
  // raw payloads rendered straight into the page come out harmless.
  it.each(PAYLOADS)('renders %s harmlessly', (payload) => {
    const { container } = render(<SanitizedAdHtml html={payload} />);
    expect(problemsOf(container.innerHTML)).toEqual([]);
    expect(container.innerHTML).not.toMatch(/\son[a-z]+\s*=|javascript:|vbscript:/i);
  });
});
