// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { UserAvatar } from './user-avatar';

afterEach(() => cleanup());

describe('UserAvatar', () => {
  it("shows the profile's picture, without a Referer and with empty alternative text (the name is beside it)", () => {
    const { container } = render(<UserAvatar name="Ada" url="https://example.com/ada.png" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://example.com/ada.png');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it("falls back to the name's first letter when there is no picture or it fails to load; no text is added", () => {
    const { container, rerender } = render(<UserAvatar name="ada" url="https://example.com/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    const letter = container.querySelector('[data-initial]')!;
    expect(letter).toHaveAttribute('data-initial', 'A');
    expect(letter).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent(/^$/);
    rerender(<UserAvatar name="Émile" url={null} />);
    expect(container.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'É');
  });
});
