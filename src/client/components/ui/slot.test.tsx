// @vitest-environment jsdom
/** Button and Badge with `asChild` render their child with their own props merged in (slot.tsx). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router';
import { Button } from './button';
import { Badge } from './badge';

afterEach(cleanup);

describe('asChild', () => {
  it('renders a link styled as a button, which navigates and keeps both classes', async () => {
    render(
      <MemoryRouter>
        <Button asChild variant="outline">
          <Link to="/submit" className="mine">
            Share a prompt
          </Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Share a prompt' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/submit');
    expect(link.className).toContain('border');
    expect(link.className).toContain('mine');
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('runs both click handlers, the child’s first, and gives both refs the element', async () => {
    const calls: string[] = [];
    // Button types its ref for a button; with asChild it receives the child element.
    const buttonRef = createRef<HTMLButtonElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Button asChild ref={buttonRef} onClick={() => calls.push('button')}>
        <a href="#top" ref={childRef} onClick={() => calls.push('child')} style={{ color: 'red' }}>
          Top
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Top' });
    await userEvent.click(link);
    expect(calls).toEqual(['child', 'button']);
    expect(buttonRef.current as HTMLElement | null).toBe(link);
    expect(childRef.current).toBe(link);
    expect(link.style.color).toBe('red');
  });

  it('lets the child’s props win over the component’s, and takes the component’s handler alone', async () => {
    const onClick = vi.fn();
    render(
      <Badge asChild variant="secondary" title="badge" onClick={onClick}>
        <a href="/tag/writing" title="child">
          writing
        </a>
      </Badge>,
    );
    const link = screen.getByRole('link', { name: 'writing' });
    expect(link.getAttribute('title')).toBe('child');
    expect(link.getAttribute('data-slot')).toBe('badge');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for a child that is not an element', () => {
    const { container } = render(<Button asChild>text only</Button>);
    expect(container.innerHTML).toBe('');
  });
});
