// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { adPlainText, adPreviewText, SanitizedAdHtml } from './ad-html';
import { adSchedule, dayEndIso, dayStartIso, defaultEndIso, toDayInput } from './ad-dates';

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

describe('ad dates', () => {
  it('turns days into the start and the end of that local day', () => {
    expect(new Date(dayStartIso('2026-05-01')!).getTime()).toBe(new Date(2026, 4, 1).getTime());
    expect(new Date(dayEndIso('2026-05-31')!).getTime()).toBe(new Date(2026, 5, 1).getTime() - 1);
    expect(dayStartIso('')).toBeUndefined();
    expect(toDayInput(dayStartIso('2026-05-01')!)).toBe('2026-05-01');
    expect(toDayInput(dayEndIso('2026-05-31')!)).toBe('2026-05-31');
    expect(toDayInput(null)).toBe('');
  });

  it('defaults the end to 90 days after creation', () => {
    expect(defaultEndIso('2025-03-01T00:00:00.000Z')).toBe('2025-05-30T00:00:00.000Z');
  });

  it('tells whether the slots show the ad now', () => {
    const now = Date.parse('2026-01-15T00:00:00Z');
    const window = { startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' };
    expect(adSchedule({ ...window, isActive: true }, now)).toBe('live');
    expect(adSchedule({ ...window, isActive: false }, now)).toBe('disabled');
    expect(adSchedule({ ...window, isActive: true, startDate: '2026-01-20T00:00:00Z' }, now)).toBe('scheduled');
    expect(adSchedule({ ...window, isActive: true, endDate: '2026-01-15T00:00:00Z' }, now)).toBe('ended');
    expect(adSchedule({ ...window, isActive: true, endDate: null }, now)).toBe('live');
  });
});
