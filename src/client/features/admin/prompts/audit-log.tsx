/** The Audit log tab: every admin action, newest first (docs/decisions/010-admin-api.md). */
import { useMemo } from 'react';
import { ChevronDownIcon, Loader2Icon, RefreshCwIcon } from 'lucide-react';
import type { AuditEntry } from '../../../../shared/admin-schemas';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { AuthorCredit } from '../../../components/author-credit';
import { describeAuditEntry, formatAuditTime, hasAuditDetails } from './audit-entry';
import { useAuditLog } from './moderation-api';

export function AuditLog() {
  const log = useAuditLog();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  const entries = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);

  return (
    <section aria-labelledby="audit-log-heading">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="audit-log-heading" className="text-lg font-semibold">
          Audit log
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCwIcon className={log.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {log.isPending ? (
        <ListSkeleton
          count={4}
          rowClassName="h-14 w-full rounded-lg"
          className="space-y-2"
          label="Loading the audit log"
        />
      ) : log.isError && entries.length === 0 ? (
        <LoadError
          message="The audit log could not be loaded."
          detail={errorMessage(log.error)}
          onRetry={() => void log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing recorded yet." description="Admin and moderation actions show up here." />
      ) : (
        <ol className="divide-y rounded-xl border" aria-label="Audit log entries, newest first">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditRow entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button type="button" variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Load more
          </Button>
        </div>
      )}
    </section>
  );
}

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const what = describeAuditEntry(entry);
  return (
    <div className="grid gap-1 p-3 text-sm md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:gap-4">
      <p className="min-w-0 font-medium break-words">
        <span className="sr-only">Who: </span>
        {entry.actor ? (
          <>
            <AuthorCredit author={entry.actor} />
            <span className="block text-xs font-normal break-all text-muted-foreground">{entry.actor.email}</span>
          </>
        ) : (
          <span className="text-muted-foreground italic">Removed account</span>
        )}
      </p>
      <div className="min-w-0">
        <p className="break-words">
          <span className="sr-only">What: </span>
          {what}
        </p>
        {hasAuditDetails(entry) && (
          <details className="group mt-1">
            <summary className="inline-flex cursor-pointer items-center gap-1 rounded-sm text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <ChevronDownIcon className="size-3.5 transition-transform group-open:rotate-180" aria-hidden="true" />
              Details<span className="sr-only"> of “{what}”</span>
            </summary>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">Action</dt>
              <dd className="font-mono break-words">{entry.action}</dd>
              <dt className="text-muted-foreground">Target</dt>
              <dd className="font-mono break-words">
                {entry.targetType}
                {entry.targetId ? ` ${entry.targetId}` : ''}
              </dd>
            </dl>
            <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-2 text-xs break-words whitespace-pre-wrap">
              {JSON.stringify(entry.details, null, 2)}
            </pre>
          </details>
        )}
      </div>
      <p className="text-muted-foreground md:text-right">
        <span className="sr-only">When: </span>
        <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt)}</time>
      </p>
    </div>
  );
}
