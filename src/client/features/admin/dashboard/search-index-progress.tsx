/**
 * What the search indexer still has to do after an import (docs/decisions/023-import-indexing.md):
 * imported prompts are browsable at once, and the words of their content become searchable as
 * the background indexer reaches them. Nothing is shown when the queue is empty.
 */
import { Loader2Icon } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { useSearchIndexStatus } from './dashboard-api';
import { formatCount, percentOf } from './import-progress';

export const indexingMessage = (indexed: number, total: number) =>
  `Indexing ${formatCount(indexed)} of ${formatCount(total)} imported prompts for search`;

export function SearchIndexProgress() {
  const { data } = useSearchIndexStatus();
  if (!data || data.pendingPrompts === 0) return null;
  const total = data.indexedPrompts + data.pendingPrompts;
  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <p role="status" className="flex min-w-0 items-center gap-2 text-sm font-medium">
        <Loader2Icon className="size-4 shrink-0 animate-spin" aria-hidden="true" />
        <span className="min-w-0 break-words">{indexingMessage(data.indexedPrompts, total)}</span>
      </p>
      <Progress value={percentOf(data.indexedPrompts, total)} aria-label="Search indexing progress" />
      <p className="text-sm text-muted-foreground">
        They can already be browsed, opened and found by title, tags and category, and new prompts are checked against
        them for duplicates; the words of their content become searchable as indexing goes on
        {data.running ? '.' : ' (it continues once the running import has stored its rows).'}
      </p>
    </div>
  );
}
