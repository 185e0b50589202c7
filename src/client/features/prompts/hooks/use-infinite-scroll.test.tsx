// @vitest-environment jsdom
/**
 * When the hook asks for the next batch (docs/product.md#screens-and-routes), by where the sentinel below the list
 * is: near the bottom of the viewport, passed in one jump, or passed without the reader coming
 * from above it (the side cards below the list on a phone), which must not load more.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useInfiniteScroll } from './use-infinite-scroll';
import { LOAD_MORE_DELAY_MS } from '../../../../shared/constants';

/** The sentinel's box, relative to the viewport (jsdom has no layout: the test sets it). */
let box = { top: 0, bottom: 1 };
const place = (top: number) => (box = { top, bottom: top + 1 });

function Probe({ onLoadMore }: { onLoadMore: () => void }) {
  const { sentinelRef } = useInfiniteScroll({ canLoadMore: true, onLoadMore });
  return <div ref={sentinelRef} data-testid="sentinel" />;
}

function scroll() {
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(20); // the check runs in the next animation frame
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => window.setTimeout(() => cb(0), 16));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => window.clearTimeout(id));
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ ...box, left: 0, right: 300, width: 300, height: 1, x: 0, y: box.top, toJSON: () => ({}) }) as DOMRect,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useInfiniteScroll', () => {
  it('loads when the end of the list comes within 300 px of the bottom of the viewport', () => {
    place(window.innerHeight + 1000);
    const onLoadMore = vi.fn();
    render(<Probe onLoadMore={onLoadMore} />);
    scroll();
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS + 50));
    expect(onLoadMore).not.toHaveBeenCalled();

    place(window.innerHeight + 200);
    scroll();
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS + 50));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads when the reader jumps from above the end of the list to past it (End key)', () => {
    place(window.innerHeight + 3000);
    const onLoadMore = vi.fn();
    render(<Probe onLoadMore={onLoadMore} />);
    scroll();
    place(-2000);
    scroll();
    act(() => vi.advanceTimersByTime(LOAD_MORE_DELAY_MS + 50));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not load while the reader stays past the end of the list (the side cards below it)', () => {
    place(-1500);
    const onLoadMore = vi.fn();
    render(<Probe onLoadMore={onLoadMore} />);
    for (let i = 0; i < 10; i++) {
      place(-1500 - i * 1500); // each batch going in above the screen moves the end further up
      scroll();
      act(() => vi.advanceTimersByTime(1_000));
    }
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
