/** Progress of an import: the upload, then the server's job, then its result (docs/decisions/009-csv-import.md). */
import { useEffect, useRef, useState } from 'react';
import { AlertCircleIcon, CheckCircle2Icon, DownloadIcon, Loader2Icon } from 'lucide-react';
import { type ImportStatus } from '../../../../shared/admin-schemas';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { estimateRemainingMs, formatDuration, type ProgressSample } from './import-timing';
import { skippedRowsUrl, type UploadProgress } from './dashboard-api';

export const IMPORT_FAILED = 'Import failed';
export const IMPORT_COMPLETE = 'Import complete';
export const numberFormat = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => numberFormat.format(n);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export const percentOf = (part: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((part / total) * 100)) : 0;

export type Upload = { fileName: string; progress: UploadProgress; controller: AbortController };

export function UploadProgressView({ upload, onCancel }: { upload: Upload; onCancel: () => void }) {
  const { loaded, total } = upload.progress;
  const percent = percentOf(loaded, total);
  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p role="status" className="min-w-0 break-words font-medium">
          {loaded >= total && total > 0 ? `Checking ${upload.fileName}…` : `Uploading ${upload.fileName}…`}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
      <Progress value={percent} aria-label="Upload progress" />
      <p className="text-sm text-muted-foreground tabular-nums">
        {formatBytes(loaded)} of {formatBytes(total)} ({percent}%)
      </p>
    </div>
  );
}

export function ImportProgressView({
  job,
  pollError,
}: {
  job: ImportStatus | undefined;
  pollError: { message: string; isLost: boolean } | null;
}) {
  const remainingMs = useRemainingMs(job);
  const lostNotice = pollError?.isLost ? (
    <div role="alert" className="flex gap-2 rounded-lg border border-destructive/40 p-4 text-sm">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>The import's progress is no longer available: {pollError.message}</p>
    </div>
  ) : null;
  if (!job) {
    return (
      lostNotice ?? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Loading the import's progress…
        </p>
      )
    );
  }

  if (job.status === 'running') {
    if (lostNotice) return lostNotice;
    const percent = percentOf(job.processedBytes, job.totalBytes);
    return (
      <div className="grid gap-2 rounded-lg border p-4">
        <p role="status" className="min-w-0 break-words text-sm font-medium">
          Importing {job.fileName}…
        </p>
        <Progress value={percent} aria-label="Import progress" />
        <p className="text-sm text-muted-foreground tabular-nums">
          {percent}% · {formatCount(job.processedRows)} rows processed, {formatCount(job.importedRows)} imported,{' '}
          {formatCount(job.skippedRows)} skipped
          {remainingMs !== null && <> · about {formatDuration(remainingMs)} left</>}
        </p>
        {pollError && (
          <p className="text-sm text-muted-foreground">
            Could not check the progress ({pollError.message}); trying again…
          </p>
        )}
      </div>
    );
  }

  const failed = job.status === 'failed';
  return (
    <section
      aria-labelledby="admin-import-result"
      className={failed ? 'grid gap-3 rounded-lg border border-destructive/40 p-4' : 'grid gap-3 rounded-lg border p-4'}
    >
      <h3 id="admin-import-result" className="flex min-w-0 items-start gap-2 font-semibold">
        {failed ? (
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        ) : (
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
        )}
        <span className="min-w-0 break-words">
          {failed ? IMPORT_FAILED : IMPORT_COMPLETE}: {job.fileName}
        </span>
      </h3>
      {job.finishedAt && (
        <p className="text-sm text-muted-foreground">
          {failed ? 'Stopped after' : 'Finished in'}{' '}
          {formatDuration(Date.parse(job.finishedAt) - Date.parse(job.startedAt))}.
        </p>
      )}
      {failed && job.error && <p className="text-sm break-words">{job.error}</p>}
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <ResultFigure label="Imported" value={job.importedRows} />
        <ResultFigure label="Skipped" value={job.skippedRows} />
        <ResultFigure label="Categories remapped to Other" value={job.remappedCategories} />
      </dl>
      {job.skippedRows > 0 && (
        <Button asChild variant="outline" className="w-fit">
          <a href={skippedRowsUrl(job.id)} download>
            <DownloadIcon aria-hidden="true" />
            Download skipped rows ({formatCount(job.skippedRows)})
          </a>
        </Button>
      )}
    </section>
  );
}

/** Time left in a running import, at the rate this page has seen since it first saw the job. */
export function useRemainingMs(job: ImportStatus | undefined): number | null {
  const first = useRef<{ id: string; sample: ProgressSample } | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const id = job?.status === 'running' ? job.id : null;
  const bytes = job?.processedBytes ?? 0;
  const total = job?.totalBytes ?? 0;
  useEffect(() => {
    const now = { at: Date.now(), bytes };
    if (id === null || first.current?.id !== id) {
      first.current = id === null ? null : { id, sample: now };
      setRemaining(null);
      return;
    }
    setRemaining(estimateRemainingMs(first.current.sample, now, total));
  }, [id, bytes, total]);
  return id === null ? null : remaining;
}

export function ResultFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-muted/50 px-3 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}
