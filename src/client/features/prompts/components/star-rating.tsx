import { Star } from 'lucide-react';
import { RATING_MAX } from '../../../../shared/constants';
import { formatRating } from '../../../lib/format';
import { cn } from '../../../lib/utils';

type StarRatingDisplayProps = {
  rating: number;
  className?: string;
  starClassName?: string;
};

/** Five read-only stars, filled to the nearest half (rating and rating by users come later). */
export function StarRatingDisplay({ rating, className, starClassName }: StarRatingDisplayProps) {
  const value = Math.max(0, Math.min(RATING_MAX, Number.isFinite(rating) ? rating : 0));
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(value)} out of ${RATING_MAX}`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return (
          <span key={index} className={cn('relative inline-block size-4', starClassName)} aria-hidden="true">
            <Star className="absolute inset-0 size-full text-muted-foreground/50" />
            {fill > 0 && (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill >= 0.75 ? 100 : fill >= 0.25 ? 50 : 0}%` }}
              >
                <Star className={cn('size-4 fill-amber-400 text-amber-500', starClassName)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
