/**
 * The three states a screen shows in place of its list: placeholders while it loads, an error
 * with Try again when it could not load, and a dashed box when there is nothing in it.
 */
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { cn } from '../lib/utils';

type ListSkeletonProps = {
  /** How many placeholder rows. */
  count: number;
  /** Each row's size and corners, e.g. `h-24 w-full rounded-xl`. */
  rowClassName: string;
  /** `ul` puts each row in a list item, standing in for a list; `div` for anything else. */
  as?: 'ul' | 'div';
  /** Spacing of the rows (and any margin). */
  className?: string;
  /** What is loading, for assistive technology. */
  label?: string;
};

/** Placeholder rows: the container is aria-busy, the rows themselves are hidden from AT. */
export function ListSkeleton({ count, rowClassName, as = 'div', className, label }: ListSkeletonProps) {
  const rows = Array.from({ length: count }, (_, i) => i);
  if (as === 'ul') {
    return (
      <ul className={className} aria-busy="true" aria-label={label}>
        {rows.map((i) => (
          <li key={i}>
            <Skeleton className={rowClassName} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    // A label needs a role to be read (axe: aria-prohibited-attr on a plain div).
    <div className={className} role={label ? 'group' : undefined} aria-busy="true" aria-label={label}>
      {rows.map((i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}

type LoadErrorProps = {
  /** What could not be loaded, e.g. "The users could not be loaded." */
  message: string;
  /** The reason, in smaller text under the message. */
  detail?: ReactNode;
  onRetry: () => void;
  /** Margins, or another padding (merged over the box's own classes). */
  className?: string;
};

/** An alert that something could not be loaded, with a Try again button. */
export function LoadError({ message, detail, onRetry, className }: LoadErrorProps) {
  return (
    <div role="alert" className={cn('rounded-xl border p-8 text-center', className)}>
      <p className="font-medium">{message}</p>
      {detail !== undefined && <p className="mt-1 text-sm text-muted-foreground">{detail}</p>}
      <Button type="button" variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A dashed box saying there is nothing to show, and what to do about it. */
export function EmptyState({ title, description }: { title: string; description: string }) {
  return (
    <div className="rounded-xl border border-dashed p-10 text-center">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
