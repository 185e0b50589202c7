/** The Prompts tab's filters and one prompt's row with its Open, Edit and Delete buttons. */
import { useId } from 'react';
import { EyeIcon, PencilIcon, Search, Trash2Icon } from 'lucide-react';
import { RELEVANCE_SORT_NAME, SORT_OPTIONS, categoryName, type SortId } from '../../../../shared/constants';
import type { PromptSummary } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { formatPostedDate } from '../../../lib/format';
import { AuthorCredit } from '../../../components/author-credit';
import { useSearchText } from '../../prompts/hooks/use-search-text';
import { CategorySelect } from '../../prompts/components/category-select';
import { type ModerationFilters } from './moderation-api';

export function PromptFilters({
  filters,
  onChange,
}: {
  filters: ModerationFilters;
  onChange: (changes: Partial<ModerationFilters>) => void;
}) {
  const id = useId();
  const { text, setText, flush } = useSearchText(filters.query, (q) => onChange({ query: q }));
  const sorts = filters.query ? [{ id: 'relevance', name: RELEVANCE_SORT_NAME }, ...SORT_OPTIONS] : SORT_OPTIONS;
  return (
    // Search and the two selects share a row from xl: beside the admin menu at 768 px, the search
    // box was left ~110 px wide.
    <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-end">
      <form
        role="search"
        className="min-w-0 flex-1 space-y-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          flush();
        }}
      >
        <Label htmlFor={`${id}-q`}>Search prompts</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Title, text, tag or category"
            autoComplete="off"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
      </form>
      <div className="grid grid-cols-2 gap-3 xl:flex">
        <div className="min-w-0 space-y-1.5 xl:w-44">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <CategorySelect
            id={`${id}-category`}
            value={filters.category}
            onValueChange={(category) => onChange({ category })}
            hasAllOption
          />
        </div>
        <div className="min-w-0 space-y-1.5 xl:w-44">
          <Label htmlFor={`${id}-sort`}>Sort By</Label>
          <Select value={filters.sort} onValueChange={(value) => onChange({ sort: value as SortId })}>
            <SelectTrigger id={`${id}-sort`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {sorts.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {s.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}

export type ModerationItemProps = {
  prompt: PromptSummary;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function ModerationItem({ prompt, onOpen, onEdit, onDelete }: ModerationItemProps) {
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h2 id={`${id}-title`} className="font-semibold break-words">
          {prompt.title}
        </h2>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>By</dt>
            <dd className="text-foreground">
              <AuthorCredit author={prompt.author} source={prompt.source} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Category</dt>
            <dd>{categoryName(prompt.category)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Created</dt>
            <dd>
              <time dateTime={prompt.createdAt}>{formatPostedDate(prompt.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Id</dt>
            <dd>#{prompt.id}</dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onOpen} aria-label={`Open ${prompt.title}`}>
          <EyeIcon aria-hidden="true" />
          Open
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${prompt.title}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${prompt.title}`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
