/**
 * "Rate this prompt" for signed-in users: five stars with radio-group semantics. Arrow keys
 * move between stars (Home/End to the ends), Enter/Space or a click rates:
 * PUT /api/prompts/{id}/rating, toast "Rating submitted".
 */
import { useRef, useState } from 'react';
import type * as React from 'react';
import { Star } from 'lucide-react';
import { toast } from '../../lib/toast';
import { RATING_MAX } from '../../../shared/constants';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/utils';
import { useRatePrompt, useRating } from './api';

export function ratingToastText(value: number) {
  return `You rated this prompt ${value} out of ${RATING_MAX} stars.`;
}

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

type RatingInputProps = {
  promptId: number;
  labelledBy?: string;
  /** Shown between the stars and the user's own rating: the average, so one row holds both. */
  summary?: React.ReactNode;
};

export function RatingInput({ promptId, labelledBy, summary }: RatingInputProps) {
  const rating = useRating(promptId);
  const rate = useRatePrompt(promptId);
  const mine = rating.data?.mine ?? null;
  const [preview, setPreview] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const submit = (value: number) => {
    rate.mutate(value, {
      onSuccess: () => toast.success('Rating submitted', { description: ratingToastText(value) }),
      onError: (error) => toast.error('Error submitting rating', { description: errorMessage(error) }),
    });
  };

  const tabStop = focusIndex ?? (mine ? mine - 1 : 0);
  const shown = preview ?? mine ?? 0;

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = Math.min(RATING_MAX - 1, index + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = Math.max(0, index - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = RATING_MAX - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    setPreview(next + 1);
    refs.current[next]?.focus();
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : 'Your rating'}
        aria-busy={rate.isPending || undefined}
        className="inline-flex items-center"
        onMouseLeave={() => setPreview(null)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
            setPreview(null);
            setFocusIndex(null);
          }
        }}
      >
        {STARS.map((value, index) => (
          <button
            key={value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={mine === value}
            aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={rate.isPending}
            onClick={() => submit(value)}
            onKeyDown={(e) => onKeyDown(e, index)}
            onMouseEnter={() => setPreview(value)}
            onFocus={() => setFocusIndex(index)}
            className="rounded-sm p-0.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-wait"
          >
            <Star
              aria-hidden="true"
              className={cn(
                'size-6 transition-colors',
                value <= shown ? 'fill-amber-400 text-amber-600' : 'text-muted-foreground',
              )}
            />
          </button>
        ))}
      </div>
      {summary}
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {mine ? `You rated ${mine} of ${RATING_MAX}` : 'Not rated yet'}
      </span>
    </div>
  );
}
