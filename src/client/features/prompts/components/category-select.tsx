/**
 * The category picker: the submit form, the edit dialog, and the browse and moderation filters.
 * The label stays with the caller (each lays its fields out differently) and points at `id`.
 */
import type * as React from 'react';
import { CATEGORIES } from '../../../../shared/constants';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/utils';

/** The All Categories item's value: Radix Select items cannot have '' as their value. */
const ALL_CATEGORIES = 'all';

type CategorySelectProps = {
  /** The trigger's id, for the caller's <Label htmlFor>. */
  id: string;
  /** A category id, or '' for none (or All Categories, with `hasAllOption`). */
  value: string;
  onValueChange: (value: string) => void;
  /** Offer "All Categories" first, chosen as ''. For filters. */
  hasAllOption?: boolean;
  /** `value` names no category (e.g. /category/nope): it is shown as written, no item chosen. */
  isUnknownCategory?: boolean;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  triggerRef?: React.Ref<HTMLButtonElement>;
  /** Added to the trigger's `w-full`, e.g. a narrower width on wider screens. */
  className?: string;
};

export function CategorySelect({
  id,
  value,
  onValueChange,
  hasAllOption = false,
  isUnknownCategory = false,
  invalid = false,
  describedBy,
  required,
  triggerRef,
  className,
}: CategorySelectProps) {
  const selected = isUnknownCategory ? '' : hasAllOption ? value || ALL_CATEGORIES : value;
  return (
    <Select
      // Names the hidden native select Radix adds inside a form (an input with neither id nor
      // name is a browser "issue", and costs Lighthouse's best-practices score).
      name="category"
      value={selected}
      onValueChange={(next) => onValueChange(hasAllOption && next === ALL_CATEGORIES ? '' : next)}
    >
      <SelectTrigger
        ref={triggerRef}
        id={id}
        className={cn('w-full', className)}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        {/* Shown only while nothing is selected (with hasAllOption, only for an unknown category). */}
        <SelectValue placeholder={isUnknownCategory ? value : 'Select a category'} />
      </SelectTrigger>
      <SelectContent>
        {hasAllOption && <SelectItem value={ALL_CATEGORIES}>All Categories</SelectItem>}
        {CATEGORIES.map((c) => (
          <SelectItem key={c.id} value={c.id}>
            {c.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
