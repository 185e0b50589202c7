import { useEffect, useEffectEvent, useState } from 'react';
import { LOAD_MORE_DELAY_MS, LOAD_MORE_THRESHOLD_PX } from '../../../../shared/constants';

export const LOAD_MORE_ROOT_MARGIN = `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px`;

type Options = {
  /** More remain and nothing is loading right now. */
  canLoadMore: boolean;
  onLoadMore: () => void;
};

/**
 * Infinite scroll (docs/product.md#screens-and-routes): when a sentinel below the list comes within
 * 300 px of the bottom of the viewport and more remain, the next batch is
 * requested 300 ms later. A request made stands even if the user scrolls on;
 * while the sentinel stays in view (short pages, tall screens) batches keep coming.
 *
 * The observer only reports the sentinel entering or leaving that band. A jump from above the
 * list's end to below it (End key, a scrollbar drag) never enters it, so scrolling is watched
 * too, and passing the sentinel in one jump counts as reaching it. Being past the end of the
 * list is not a reason to load on its own: on a phone the side cards sit below the list, and
 * while someone reads them, each new batch would go in above the screen (the browser's scroll
 * anchoring keeps what is in view in place), so "past the end" would stay true and load every
 * prompt there is.
 *
 * Scroll anchoring is also turned off while the list is shown: someone who flung the page past
 * the list while a batch loaded then sees the new cards arrive where they are looking, under
 * the side cards' old place, instead of far above the screen.
 */
export function useInfiniteScroll({ canLoadMore, onLoadMore }: Options) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [isNearBottom, setIsNearBottom] = useState(false);
  const [isRequested, setIsRequested] = useState(false);

  useEffect(() => {
    const { style } = document.body;
    const before = style.overflowAnchor;
    style.overflowAnchor = 'none';
    return () => {
      style.overflowAnchor = before;
    };
  }, []);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setIsNearBottom(entry.isIntersecting);
        if (entry.isIntersecting) setIsRequested(true);
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  useEffect(() => {
    if (!canLoadMore || !sentinel) return;
    let frame = 0;
    let last = sentinelPlace(sentinel);
    const check = () => {
      frame = 0;
      const place = sentinelPlace(sentinel);
      if (place === 'near' || (place === 'passed' && last === 'ahead')) setIsRequested(true);
      if (place !== 'unknown') last = place;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    frame = window.requestAnimationFrame(check); // after layout (and scroll anchoring) settles
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [canLoadMore, sentinel]);

  const loadMore = useEffectEvent(() => {
    setIsRequested(false);
    onLoadMore();
  });
  const isScheduled = canLoadMore && (isRequested || isNearBottom);

  useEffect(() => {
    if (!isScheduled) return;
    const timer = window.setTimeout(loadMore, LOAD_MORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isScheduled]);

  return { sentinelRef: setSentinel, isScheduled };
}

/**
 * Where the sentinel is: still ahead (more than the threshold below the viewport), near (within
 * the observer's band), or passed (above the viewport). Unknown without a layout box (not
 * rendered, or a test environment without layout).
 */
function sentinelPlace(sentinel: Element): 'ahead' | 'near' | 'passed' | 'unknown' {
  const rect = sentinel.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return 'unknown';
  if (rect.top >= window.innerHeight + LOAD_MORE_THRESHOLD_PX) return 'ahead';
  return rect.bottom > 0 ? 'near' : 'passed';
}
