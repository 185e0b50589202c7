import type * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cn } from '../../lib/utils';

/**
 * shadcn/ui Progress (Radix): role="progressbar" with aria-valuenow, aria-valuemin/max and
 * aria-valuetext (a percentage unless `getValueLabel` says otherwise). `value={null}` is
 * indeterminate. Give it an accessible name with `aria-label` or `aria-labelledby`.
 */
function Progress({ className, value, max = 100, ...props }: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = value == null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      value={value}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 bg-primary transition-transform motion-reduce:transition-none',
          percent === null && 'w-1/3 animate-pulse',
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
