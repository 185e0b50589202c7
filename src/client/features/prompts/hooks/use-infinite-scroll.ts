import { useEffect, useEffectEvent, useState } from 'react';
import { LOAD_MORE_DELAY_MS, LOAD_MORE_THRESHOLD_PX } from '../../../../shared/constants';

export const LOAD_MORE_ROOT_MARGIN = `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px`;

type Options = {
  /** More remain and nothing is loading right now. */
  canLoadMore: boolean;
  onLoadMore: () => void;
};

/**
 * Infinite scroll (SPEC section 4): when a sentinel below the list comes within
 * 300 px of the bottom of the viewport and more remain, the next batch is
 * requested 300 ms later. A request made stands even if the user scrolls on
 * (also past the sentinel in one jump); while the sentinel stays in view
 * (short pages, tall screens) batches keep coming.
 *
 * The observer only reports changes, which misses two ways of reaching the end of the list:
 * a jump from above the sentinel to below it (End key, scrollbar drag: it never intersects),
 * and a batch arriving while the reader is already past the list (the browser's scroll
 * anchoring keeps what is below the list, e.g. the side cards on a phone, in place, so the
 * sentinel stays above the viewport). So while more can load, the sentinel's position is
 * also checked on scroll and once when loading can resume.
 */
export function useInfiniteScroll({ canLoadMore, onLoadMore }: Options) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [isNearBottom, setIsNearBottom] = useState(false);
  const [isRequested, setIsRequested] = useState(false);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setIsNearBottom(entry.isIntersecting);
        // Scrolled past the sentinel (it left through the top): that counts as reaching it.
        const hasPassed = !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
        if (entry.isIntersecting || hasPassed) setIsRequested(true);
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  useEffect(() => {
    if (!canLoadMore || !sentinel) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (isReachedOrPassed(sentinel)) setIsRequested(true);
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
 * The sentinel is within the threshold of the viewport's bottom, or above it (passed).
 * False when it has no layout box (not rendered, or a test environment without layout).
 */
function isReachedOrPassed(sentinel: Element): boolean {
  const rect = sentinel.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  return rect.top < window.innerHeight + LOAD_MORE_THRESHOLD_PX;
}
