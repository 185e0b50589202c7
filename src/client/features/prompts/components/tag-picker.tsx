import { useId, useState } from 'react';
import { Check, Plus, X } from 'lucide-react';
import { FILTER_TAG_SUGGESTIONS } from '../../../../shared/constants';
import { filterTagSuggestions } from '../../../lib/tags';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

type TagPickerProps = {
  /** Tags to choose from (the 30 most used). */
  pool: readonly string[];
  selected: readonly string[];
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
  isLoading?: boolean;
};

/**
 * Tag filter (docs/product.md#screens-and-routes): a case-insensitive substring search over the pool,
 * at most 10 suggestions; selected tags show as removable chips and are disabled
 * among the suggestions.
 */
export function TagPicker({ pool, selected, onAdd, onRemove, isLoading = false }: TagPickerProps) {
  const [search, setSearch] = useState('');
  const inputId = useId();
  const suggestionsId = useId();
  const hintId = useId();
  const suggestions = filterTagSuggestions(pool, search, selected, FILTER_TAG_SUGGESTIONS);
  const selectedSet = new Set(selected);

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-medium">Tags</legend>

      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected tags">
          {selected.map((tag) => (
            <li key={tag}>
              <span className="inline-flex items-center gap-1 rounded-md bg-primary py-0.5 pr-0.5 pl-2 text-xs font-medium text-primary-foreground">
                {tag}
                <button
                  type="button"
                  onClick={() => onRemove(tag)}
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-sm p-0.5 outline-none hover:bg-primary-foreground/20 focus-visible:ring-2 focus-visible:ring-primary-foreground"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="space-y-1.5">
        <Label htmlFor={inputId} className="text-muted-foreground">
          Search tags
        </Label>
        <Input
          id={inputId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Filter tags..."
          aria-controls={suggestionsId}
          aria-describedby={hintId}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const first = suggestions.find((s) => !s.disabled && !selectedSet.has(s.tag));
            if (first) {
              onAdd(first.tag);
              setSearch('');
            }
          }}
          autoComplete="off"
        />
        <p id={hintId} className="sr-only">
          Press Enter to add the first matching tag.
        </p>
      </div>

      <ul id={suggestionsId} className="flex flex-wrap gap-2" aria-label="Tag suggestions" aria-busy={isLoading}>
        {suggestions.map(({ tag, disabled }) => {
          const isSelected = disabled || selectedSet.has(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                disabled={isSelected}
                onClick={() => onAdd(tag)}
                aria-label={isSelected ? `${tag} (selected)` : `Add tag ${tag}`}
                className={cn(
                  'inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium outline-none transition-colors',
                  'hover:bg-accent hover:text-accent-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground disabled:hover:bg-muted',
                )}
              >
                {isSelected ? (
                  <Check className="size-3" aria-hidden="true" />
                ) : (
                  <Plus className="size-3" aria-hidden="true" />
                )}
                {tag}
              </button>
            </li>
          );
        })}
      </ul>
      {!isLoading && suggestions.length === 0 && (
        <p className="text-sm text-muted-foreground">{pool.length === 0 ? 'No tags yet.' : 'No matching tags.'}</p>
      )}
    </fieldset>
  );
}
