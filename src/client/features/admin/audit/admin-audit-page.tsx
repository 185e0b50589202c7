/**
 * /admin/audit: every admin action, newest first, as sentences (who did what to what, when) with
 * links to what can still be seen; narrowed by action, by who acted and by day. The filters live
 * in the address, so a view can be shared.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronDownIcon, Loader2Icon, RefreshCwIcon } from 'lucide-react';
import type { AuditEntry } from '../../../../shared/admin-schemas';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteInfo } from '../../../lib/site-info';
import { AuthorCredit } from '../../../components/author-credit';
import { AdminPageHeader } from '../admin-layout';
import {
  AUDIT_ACTIONS,
  auditTargetLink,
  describeAuditEntry,
  formatAuditTime,
  hasAuditDetails,
  lowerFirst,
} from './audit-entry';
import { useAuditLog, type AuditFilters } from './audit-api';

export const AUDIT_LOG_TITLE = 'Audit log';
const FILTER_KEYS = ['action', 'actor', 'from', 'to'] as const;
const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30';

export default function AdminAuditPage() {
  const site = useSiteInfo();
  useDocumentTitle(`${AUDIT_LOG_TITLE} · Admin · ${site.name}`);
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const log = useAuditLog(filters);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  const entries = useMemo(() => data?.pages.flatMap((p) => p.items) ?? [], [data]);
  const filtered = FILTER_KEYS.some((key) => filters[key]);

  const setFilter = (changes: Partial<AuditFilters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-5xl">
      <AdminPageHeader
        title={AUDIT_LOG_TITLE}
        description="Every admin action and every moderation of someone else's prompt or comment: who did what, when."
        actions={
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void log.refetch()}
            disabled={log.isFetching}
          >
            <RefreshCwIcon className={log.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <AuditFiltersForm
        filters={filters}
        onChange={setFilter}
        onClear={() => setFilter({ action: '', actor: '', from: '', to: '' })}
      />
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
        filtered ? (
          <EmptyState title="No entries match these filters." description="Clear a filter or widen the dates." />
        ) : (
          <EmptyState title="Nothing recorded yet." description="Admin and moderation actions show up here." />
        )
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
    </div>
  );
}

function AuditFiltersForm({
  filters,
  onChange,
  onClear,
}: {
  filters: AuditFilters;
  onChange: (changes: Partial<AuditFilters>) => void;
  onClear: () => void;
}) {
  const id = useId();
  // Who acted is typed: it applies on Enter or with the button, not per keystroke.
  const [actor, setActor] = useState(filters.actor);
  // Cleared or changed from outside (Clear, the address): show that.
  const [shown, setShown] = useState(filters.actor);
  if (shown !== filters.actor) {
    setShown(filters.actor);
    setActor(filters.actor);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ actor: actor.trim() });
  };
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,1fr)_9.5rem_9.5rem_auto] lg:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <select
          id={`${id}-action`}
          className={SELECT_CLASS}
          value={filters.action}
          onChange={(e) => onChange({ action: e.target.value })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-actor`}>Who</Label>
        <Input
          id={`${id}-actor`}
          type="search"
          value={actor}
          onChange={(e) => setActor(e.target.value)}
          onBlur={() => actor.trim() !== filters.actor && onChange({ actor: actor.trim() })}
          placeholder="Username or email"
          maxLength={254}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <Button type="button" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const what = describeAuditEntry(entry);
  const link = auditTargetLink(entry);
  return (
    <div className="grid gap-1 p-3 text-sm md:grid-cols-[minmax(0,1fr)_auto] md:gap-4">
      <div className="min-w-0">
        <p className="break-words">
          {entry.actor ? (
            <AuthorCredit author={entry.actor} className="font-medium" />
          ) : (
            <span className="text-muted-foreground italic">A removed account</span>
          )}{' '}
          {link ? (
            <Link to={link} className="underline-offset-4 hover:text-primary hover:underline">
              {lowerFirst(what)}
            </Link>
          ) : (
            lowerFirst(what)
          )}
          .
        </p>
        {entry.actor && <p className="text-xs break-all text-muted-foreground">{entry.actor.email}</p>}
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
              {detailPairs(entry.details).map(([key, value]) => (
                <FragmentPair key={key} name={key} value={value} />
              ))}
            </dl>
          </details>
        )}
      </div>
      <p className="text-muted-foreground md:text-right">
        <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt)}</time>
      </p>
    </div>
  );
}

/** The details as name and value, one level deep (lists joined), instead of raw JSON. */
function detailPairs(details: unknown): [string, string][] {
  if (!details || typeof details !== 'object')
    return details === null || details === undefined ? [] : [['value', String(details)]];
  return Object.entries(details as Record<string, unknown>).map(([key, value]) => [
    key,
    Array.isArray(value)
      ? value.map(String).join(', ')
      : value && typeof value === 'object'
        ? JSON.stringify(value)
        : String(value ?? '—'),
  ]);
}

function FragmentPair({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{name}</dt>
      <dd className="break-words">{value}</dd>
    </>
  );
}
