import { useId, useState } from 'react';
import {
  FILTER_TAG_POOL,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  RELEVANCE_SORT_NAME,
  SORT_OPTIONS,
  type SortId,
} from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Slider } from '../../../components/ui/slider';
import { addTags, removeTag } from '../../../lib/tags';
import { usePopularTags } from '../api/prompts';
import { effectiveSort, type BrowseFilterValues } from '../hooks/browse-url';
import { CategorySelect } from './category-select';
import { TagPicker } from './tag-picker';

/** Sort choices: Best Match (relevance) only while a search applies. */
export function sortChoices(isSearching: boolean): { id: SortId; name: string }[] {
  const base = SORT_OPTIONS.map((option) => ({ id: option.id as SortId, name: option.name as string }));
  return isSearching ? [{ id: 'relevance', name: RELEVANCE_SORT_NAME }, ...base] : base;
}

function sortName(id: SortId): string {
  return id === 'relevance' ? RELEVANCE_SORT_NAME : (SORT_OPTIONS.find((option) => option.id === id)?.name ?? id);
}

type FilterPanelProps = {
  id?: string;
  values: BrowseFilterValues;
  isUnknownCategory: boolean;
  onChange: (patch: Partial<BrowseFilterValues>, options?: { replace?: boolean }) => void;
};

/** Category, Sort By, Minimum Rating and tags (docs/product.md: Browse screen, section 5). */
export function FilterPanel({ id, values, isUnknownCategory, onChange }: FilterPanelProps) {
  const categoryId = useId();
  const sortId = useId();
  const ratingLabelId = useId();
  const tagPool = usePopularTags(FILTER_TAG_POOL);
  const isSearching = values.query !== '';
  const hasFilters = values.category !== '' || values.sort !== null || values.minRating > 0 || values.tags.length > 0;

  return (
    <section
      id={id}
      aria-label="Filters"
      className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor={categoryId}>Category</Label>
          <CategorySelect
            id={categoryId}
            value={values.category}
            onValueChange={(category) => onChange({ category })}
            hasAllOption
            isUnknownCategory={isUnknownCategory}
          />
        </div>

        <div className="space-y-2">
          <Label htmlFor={sortId}>Sort By</Label>
          <Select
            value={effectiveSort(values)}
            onValueChange={(value) => onChange({ sort: value === 'relevance' ? null : (value as SortId) })}
          >
            <SelectTrigger id={sortId} className="w-full">
              {/* Explicit text: the list of choices changes with the search, the shown value must follow at once. */}
              <SelectValue>{sortName(effectiveSort(values))}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {sortChoices(isSearching).map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <MinimumRatingSlider
          labelId={ratingLabelId}
          value={values.minRating}
          onCommit={(minRating) => onChange({ minRating }, { replace: true })}
        />

        <div className="sm:col-span-2 lg:col-span-3">
          <TagPicker
            pool={(tagPool.data ?? []).map((t) => t.tag)}
            isLoading={tagPool.isPending}
            selected={values.tags}
            onAdd={(tag) => onChange({ tags: addTags(values.tags, tag) })}
            onRemove={(tag) => onChange({ tags: removeTag(values.tags, tag) })}
          />
        </div>
      </div>

      {hasFilters && (
        <div className="mt-4 flex justify-end border-t pt-4">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ category: '', sort: null, minRating: RATING_MIN, tags: [] })}
          >
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}

type MinimumRatingSliderProps = {
  labelId: string;
  value: number;
  onCommit: (value: number) => void;
};

/** 0 to 5 in steps of 0.5, shown with one decimal; the address changes when the thumb is released. */
function MinimumRatingSlider({ labelId, value, onCommit }: MinimumRatingSliderProps) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <span id={labelId} className="text-sm leading-none font-medium">
          Minimum Rating
        </span>
        <output aria-hidden="true" className="text-sm font-medium tabular-nums">
          {draft.toFixed(1)}
        </output>
      </div>
      <div className="flex h-9 items-center">
        <Slider
          min={RATING_MIN}
          max={RATING_MAX}
          step={RATING_STEP}
          value={[draft]}
          thumbLabel="Minimum Rating"
          getThumbValueText={(v) => `${v.toFixed(1)} stars or more`}
          onValueChange={(next) => setDraft(next[0] ?? RATING_MIN)}
          onValueCommit={(next) => onCommit(next[0] ?? RATING_MIN)}
        />
      </div>
    </div>
  );
}
