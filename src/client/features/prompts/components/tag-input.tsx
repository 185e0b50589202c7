/**
 * Tag entry for the submit form (docs/product.md#screens-and-routes): a tag is added on Enter or comma (and
 * when the field loses focus), trimmed, lowercased, without duplicates; each tag is a chip
 * with a "Remove tag x" button. The typed text is controlled by the parent so a submit can
 * include what is still in the field.
 */
import { useRef, useState } from 'react';
import type * as React from 'react';
import { XIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { addTags, isTagCommitKey, normalizeTag, removeTag } from '../../../lib/tags';

type TagInputProps = {
  id: string;
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  required?: boolean;
  inputRef?: React.RefObject<HTMLInputElement | null>;
  className?: string;
};

export function TagInput({
  id,
  tags,
  onTagsChange,
  draft,
  onDraftChange,
  invalid = false,
  describedBy,
  placeholder = 'Add a tag and press Enter',
  required,
  inputRef,
  className,
}: TagInputProps) {
  const fallbackInputRef = useRef<HTMLInputElement | null>(null);
  const ownInputRef = inputRef ?? fallbackInputRef;
  const [announcement, setAnnouncement] = useState('');

  function commit(raw: string) {
    const next = addTags(tags, raw);
    const added = next.slice(tags.length);
    if (added.length) {
      onTagsChange(next);
      setAnnouncement(`Added tag ${added.join(', ')}`);
    } else if (normalizeTag(raw.replace(/,/g, ''))) {
      setAnnouncement(`Tag ${normalizeTag(raw.replace(/,/g, ''))} is already added`);
    }
    onDraftChange('');
  }

  function remove(tag: string) {
    onTagsChange(removeTag(tags, tag));
    setAnnouncement(`Removed tag ${tag}`);
    // The chip's button disappears: keep keyboard focus in the tag field.
    ownInputRef.current?.focus();
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return; // IME: Enter confirms the composition
    if (isTagCommitKey(event.key)) {
      // Enter adds a tag instead of submitting the form; a comma is never typed into a tag.
      event.preventDefault();
      if (draft.trim()) commit(draft);
      return;
    }
    if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      const last = tags[tags.length - 1];
      if (last !== undefined) {
        event.preventDefault();
        remove(last);
      }
    }
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    // Pasted "a, b, c": every piece before the last comma becomes a tag.
    const lastComma = value.lastIndexOf(',');
    if (lastComma >= 0) {
      const next = addTags(tags, value.slice(0, lastComma));
      if (next.length !== tags.length) {
        onTagsChange(next);
        setAnnouncement(`Added tag ${next.slice(tags.length).join(', ')}`);
      }
      onDraftChange(value.slice(lastComma + 1));
      return;
    }
    onDraftChange(value);
  }

  return (
    <div className={className}>
      <div
        className={cn(
          'flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-transparent px-2 py-1.5 shadow-xs transition-[color,box-shadow] dark:bg-input/30',
          'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
          invalid && 'border-destructive ring-destructive/20 dark:ring-destructive/40',
        )}
        onClick={(event) => {
          if (event.target === event.currentTarget) ownInputRef.current?.focus();
        }}
      >
        {tags.length > 0 && (
          <ul aria-label="Tags added" className="flex max-w-full flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="flex max-w-full">
                <Badge variant="secondary" className="h-7 gap-1 py-0 pr-0.5 pl-2 text-sm font-normal">
                  <span className="max-w-[12rem] truncate sm:max-w-[20rem]">{tag}</span>
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => remove(tag)}
                    className="inline-flex size-6 items-center justify-center rounded-sm text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <XIcon className="size-3.5" aria-hidden="true" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={ownInputRef}
          id={id}
          type="text"
          value={draft}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            if (draft.trim()) commit(draft);
          }}
          placeholder={tags.length ? undefined : placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="enter"
          className="h-7 min-w-[8rem] flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
