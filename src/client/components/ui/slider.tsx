import * as React from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';

import { cn } from '../../lib/utils';

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /**
   * Accessible name for the thumb(s). A string labels every thumb; an array
   * labels thumbs by index (e.g. `['Minimum', 'Maximum']` for a range).
   */
  thumbLabel?: string | readonly string[];
  /** Optional `aria-valuetext` for each thumb, given its current value. */
  getThumbValueText?: (value: number, index: number) => string;
};

/**
 * shadcn/ui Slider. The Radix Root is a plain `<span>`; the focusable,
 * `role="slider"` elements are the Thumbs, so `thumbLabel`, `aria-label` and
 * `aria-labelledby` are applied to each Thumb (not the Root).
 */
function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabel,
  getThumbValueText,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  onValueChange,
  ...props
}: SliderProps) {
  // Mirror the uncontrolled value so thumb count and aria-valuetext stay current.
  const [uncontrolled, setUncontrolled] = React.useState<number[]>(() =>
    Array.isArray(defaultValue) ? defaultValue : [min],
  );
  const values = Array.isArray(value) ? value : uncontrolled;

  const handleValueChange = React.useCallback(
    (next: number[]) => {
      setUncontrolled(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      onValueChange={handleValueChange}
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => {
        const label = typeof thumbLabel === 'string' ? thumbLabel : (thumbLabel?.[index] ?? ariaLabel);
        return (
          <SliderPrimitive.Thumb
            data-slot="slider-thumb"
            key={index}
            aria-label={label}
            aria-labelledby={label === undefined ? ariaLabelledBy : undefined}
            aria-describedby={ariaDescribedBy}
            aria-valuetext={getThumbValueText?.(thumbValue, index)}
            className="block size-4 shrink-0 rounded-full border border-primary bg-background shadow-sm ring-ring/50 transition-[color,box-shadow] hover:ring-4 focus-visible:ring-4 focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50"
          />
        );
      })}
    </SliderPrimitive.Root>
  );
}

export { Slider };
export type { SliderProps };
