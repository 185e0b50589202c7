/**
 * Version history of a prompt (GET /api/prompts/{id}/versions, newest first) and what changed
 * between a chosen version and the one before it: a line diff of title and content, each line
 * marked + (added) or − (removed) in text, not only in colour.
 */
import { useId, useMemo, useState } from 'react';
import { Loader2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { formatPostedDate, formatRelativeTime } from '../../../lib/format';
import { AuthorCredit } from '../../../components/author-credit';
import { cn } from '../../../lib/utils';
import { usePromptVersions } from '../api/prompts-owner';
import { diffLines, diffStats, type DiffLine } from '../lib/line-diff';
import type { PromptVersion } from '../../../../shared/schemas';

export function VersionHistory({ promptId }: { promptId: number }) {
  const query = usePromptVersions(promptId);
  const [chosen, setChosen] = useState<number | null>(null);
  const versions = query.data ?? [];

  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading versions...
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
        <span>{errorMessage(query.error, 'Versions could not be loaded.')}</span>
        <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (versions.length <= 1)
    return <p className="text-sm text-muted-foreground">This prompt has not been edited yet.</p>;

  const index = chosen === null ? 0 : versions.findIndex((v) => v.version === chosen);
  const current = versions[Math.max(0, index)]!;
  const previous = versions[Math.max(0, index) + 1];

  return (
    <div className="space-y-3">
      <ol className="space-y-1 text-sm" aria-label="Versions">
        {versions.map((v, i) => {
          const isChosen = v.version === current.version;
          const hasPrevious = i < versions.length - 1;
          return (
            <li
              key={v.version}
              className={cn(
                'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-2 py-1.5',
                isChosen && 'bg-muted',
              )}
            >
              <span className="font-medium">Version {v.version}</span>
              {i === 0 && <span className="text-xs text-muted-foreground">(current)</span>}
              <span className="text-muted-foreground">
                <time dateTime={v.createdAt} title={formatPostedDate(v.createdAt)}>
                  {formatRelativeTime(v.createdAt)}
                </time>
                {v.editedBy?.username && (
                  <>
                    {' by '}
                    <AuthorCredit author={v.editedBy} />
                  </>
                )}
              </span>
              {hasPrevious && (
                <Button
                  type="button"
                  size="sm"
                  variant={isChosen ? 'secondary' : 'ghost'}
                  className="ml-auto h-7"
                  aria-pressed={isChosen}
                  onClick={() => setChosen(v.version)}
                >
                  Show changes
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {previous && <VersionDiff before={previous} after={current} />}
    </div>
  );
}

function VersionDiff({ before, after }: { before: PromptVersion; after: PromptVersion }) {
  const headingId = useId();
  const title = useMemo(() => diffLines(before.title, after.title), [before.title, after.title]);
  const content = useMemo(() => diffLines(before.content, after.content), [before.content, after.content]);
  const stats = diffStats(content);
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md border p-3">
      <h4 id={headingId} className="text-sm font-semibold">
        Changes from version {before.version} to version {after.version}
      </h4>
      <DiffBlock label="Title" lines={title} />
      <DiffBlock label={`Content (${stats.added} added, ${stats.removed} removed)`} lines={content} />
    </section>
  );
}

const MARK: Record<DiffLine['type'], string> = { added: '+', removed: '−', same: ' ' };
const SR: Record<DiffLine['type'], string> = { added: 'Added: ', removed: 'Removed: ', same: '' };

export function DiffBlock({ label, lines }: { label: string; lines: DiffLine[] }) {
  const changed = lines.some((l) => l.type !== 'same');
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      {!changed ? (
        <p className="text-sm text-muted-foreground">No changes.</p>
      ) : (
        <div
          role="region"
          aria-label={`${label} changes`}
          tabIndex={0}
          className="max-h-80 overflow-auto rounded-md border bg-background font-mono text-xs leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {lines.map((line, i) => (
            <div
              key={i}
              className={cn(
                'flex gap-2 px-2 whitespace-pre-wrap break-words',
                line.type === 'added' && 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
                line.type === 'removed' && 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
                line.type === 'same' && 'text-muted-foreground',
              )}
            >
              <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">
                {MARK[line.type]}
              </span>
              <span className="min-w-0">
                <span className="sr-only">{SR[line.type]}</span>
                {line.text || ' '}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
