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
