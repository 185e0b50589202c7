/**
 * An ad slot (docs/product.md): active ads load 500 ms after the page, in one request for every
 * slot on it (docs/decisions/020-light-first-page.md); each slot shows those of its position,
 * rotate every 10 s when there is more than one, and the slot disappears when there are none
 * or the load fails (logged only).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FocusEvent, MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { cn } from '../../lib/utils';
import { AD_LOAD_DELAY_MS, AD_ROTATION_MS } from '../../../shared/constants';
import type { AdPosition } from '../../../shared/constants';
import type { Ad } from '../../../shared/schemas';
import { SanitizedAdHtml } from './ad-html';
import { fetchAllAds, recordAdClick, recordAdView } from './api';

export type AdSlotProps = {
  position: AdPosition;
  className?: string;
  /**
   * Identifies the page view: each ad shown is counted once per value. Slots that live in the
   * layout pass the pathname; slots rendered by a page may leave it out (one view per mount).
   */
  pageKey?: string;
};

/** True once `delayMs` has passed since mount. */
function useDelayElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}

/** The key of the shared query of every slot's ads. */
export const activeAdsKey = ['ads', 'active'] as const;

const pickPosition = (position: AdPosition) => (ads: Ad[]) => ads.filter((ad) => ad.position === position);

function useActiveAds(position: AdPosition): Ad[] {
  const ready = useDelayElapsed(AD_LOAD_DELAY_MS);
  const { data, error } = useQuery({
    queryKey: activeAdsKey,
    queryFn: fetchAllAds,
    select: pickPosition(position),
    enabled: ready,
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => {
    // docs/product.md#messages: an ad load failure is silent; the slot disappears.
    if (error) console.warn(`Ads for the ${position} slot could not be loaded`, error);
  }, [error, position]);
  return data ?? [];
}

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** True while the tab is in the background: rotation waits, so hidden ads are not counted as views. */
function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/** Index of the ad to show, advancing every AD_ROTATION_MS while not paused. */
function useRotation(count: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AD_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [count, paused, index]);
  return count > 0 ? index % count : 0;
}

/** Counts a view of each ad once per page view (StrictMode's double effects included). */
function useRecordView(adId: number | undefined, pageKey: string | undefined): void {
  const seen = useRef<{ key: string | undefined; ids: Set<number> }>({ key: pageKey, ids: new Set() });
  useEffect(() => {
    if (adId === undefined) return;
    if (seen.current.key !== pageKey) seen.current = { key: pageKey, ids: new Set() };
    if (seen.current.ids.has(adId)) return;
    seen.current.ids.add(adId);
    void recordAdView(adId);
  }, [adId, pageKey]);
}

export function AdSlot({ position, className, pageKey }: AdSlotProps) {
  const ads = useActiveAds(position);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const hidden = usePageHidden();
  const index = useRotation(ads.length, hovered || focused || stopped || hidden);
  const ad = ads[index];
  useRecordView(ad?.id, pageKey);

  if (!ad) return null;

  // One click per activated link, whichever mouse button opened it (delegated from the container).
  const onLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (target && event.currentTarget.contains(target)) void recordAdClick(ad.id);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <aside
      aria-label="Advertisement"
      data-position={position}
      className={cn('rounded-lg border bg-card p-4 text-card-foreground', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Sponsored</span>
        {ads.length > 1 && (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Resume ad rotation' : 'Pause ad rotation'}
            className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {stopped ? (
              <Play className="size-3.5" aria-hidden="true" />
            ) : (
              <Pause className="size-3.5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      {/* Keyed by ad so each rotation fades in; motion-safe leaves it still under prefers-reduced-motion. */}
      <div key={ad.id} className="motion-safe:animate-fade-in" onClick={onLinkClick} onAuxClick={onLinkClick}>
        {ad.type === 'text' && <h2 className="mb-1 text-sm font-semibold">{ad.title}</h2>}
        {/* Sanitized by the server on save and when served, and rebuilt from the allowlist here. */}
        <SanitizedAdHtml
          html={ad.content}
          className="text-sm break-words [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a]:outline-none [&_a:focus-visible]:rounded-sm [&_a:focus-visible]:ring-[3px] [&_a:focus-visible]:ring-ring/50 [&_a:hover]:no-underline [&_img]:h-auto [&_img]:max-w-full [&_p+p]:mt-2"
        />
      </div>
    </aside>
  );
}
