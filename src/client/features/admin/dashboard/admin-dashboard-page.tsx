/**
 * /admin (SPEC: Admin screens, Dashboard): site figures, the CSV import of prompts (SPEC section
 * 5, docs/decisions/009-csv-import.md) and the 5 most recent prompts. Rendered inside
 * AdminLayout, which has already checked the role.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { AuthorCredit } from '../../../components/author-credit';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertCircleIcon,
  CheckCircle2Icon,
  DownloadIcon,
  FileSpreadsheetIcon,
  Loader2Icon,
  UploadIcon,
} from 'lucide-react';
import { toast } from 'sonner';
import { DASHBOARD_RECENT_PROMPTS, categoryName } from '../../../../shared/constants';
import {
  IMPORT_MAX_BYTES,
  IMPORT_REQUIRED_HEADERS,
  INVALID_FILE_TYPE_MESSAGE,
  NO_FILE_SELECTED_MESSAGE,
  type AdminStats,
  type ImportStatus,
} from '../../../../shared/admin-schemas';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api';
import { formatPostedDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteInfo } from '../../../lib/site-info';
import { AdminPageHeader } from '../admin-layout';
import { estimateRemainingMs, formatDuration, type ProgressSample } from '../import/import-timing';
import {
  SAMPLE_CSV_FILE_NAME,
  adminStatsKey,
  buildSampleCsv,
  importJobKey,
  isFinalPollError,
  isCsvFileName,
  promptsKey,
  skippedRowsUrl,
  uploadImportFile,
  useAdminStats,
  useImportJob,
  type UploadProgress,
} from './dashboard-api';

export const DASHBOARD_TITLE = 'Admin Dashboard';
export const IMPORT_FAILED = 'Import failed';
export const IMPORT_COMPLETE = 'Import complete';
export const SAMPLE_DOWNLOADED = 'Sample Downloaded';
export const importedDescription = (n: number) => `Successfully imported ${n} prompts`;

/** The running import's id, so returning to the dashboard resumes its progress (this tab only). */
const RUNNING_JOB_STORAGE_KEY = 'prompt-commons:admin-import-job';

function rememberRunningJob(id: string | null) {
  try {
    if (id) sessionStorage.setItem(RUNNING_JOB_STORAGE_KEY, id);
    else sessionStorage.removeItem(RUNNING_JOB_STORAGE_KEY);
  } catch {
    /* storage unavailable: progress is simply not resumed */
  }
}

function runningJobId(): string | null {
  try {
    return sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY);
  } catch {
    return null;
  }
}

const numberFormat = new Intl.NumberFormat('en-US');
const formatCount = (n: number) => numberFormat.format(n);

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

const percentOf = (part: number, total: number) => (total > 0 ? Math.min(100, Math.round((part / total) * 100)) : 0);

export default function AdminDashboardPage() {
  const site = useSiteInfo();
  useDocumentTitle(`${DASHBOARD_TITLE} · ${site.name}`);
  const stats = useAdminStats();

  return (
    <div className="mx-auto w-full max-w-5xl min-w-0">
      <AdminPageHeader
        title={DASHBOARD_TITLE}
        description="Site figures, the CSV import of prompts and the newest prompts."
      />
      {stats.isError ? (
        <LoadError
          message="The dashboard figures could not be loaded."
          detail={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
          className="mb-6 p-6"
        />
      ) : (
        <StatsGrid stats={stats.data} />
      )}
      <div className="grid min-w-0 gap-6">
        <ImportCard />
        {!stats.isError && <RecentPrompts stats={stats.data} />}
      </div>
    </div>
  );
}

function StatsGrid({ stats }: { stats: AdminStats | undefined }) {
  const items = [
    { label: 'Prompts', value: stats?.prompts },
    { label: 'Users', value: stats?.users },
    { label: 'Comments', value: stats?.comments },
    { label: 'Ratings', value: stats?.ratings },
  ];
  return (
    <section aria-labelledby="admin-figures" className="mb-6">
      <h2 id="admin-figures" className="sr-only">
        Site figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={stats ? undefined : true}>
        {items.map((item) => (
          <div key={item.label} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {item.value === undefined ? <Skeleton className="h-8 w-16" /> : formatCount(item.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RecentPrompts({ stats }: { stats: AdminStats | undefined }) {
  const recent = stats?.recentPrompts.slice(0, DASHBOARD_RECENT_PROMPTS) ?? [];
  return (
    <Card aria-labelledby="admin-recent-prompts" role="region" className="min-w-0">
      <CardHeader>
        <CardTitle as="h2" id="admin-recent-prompts" className="text-lg">
          Recent Prompts
        </CardTitle>
        <CardDescription>The {DASHBOARD_RECENT_PROMPTS} most recently added prompts.</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        {!stats ? (
          <ListSkeleton count={DASHBOARD_RECENT_PROMPTS} rowClassName="h-9 w-full" className="space-y-2" />
        ) : stats.recentPrompts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No prompts yet. Import a CSV file or submit one.</p>
        ) : (
          <>
            {/* Below lg (phones, tablets beside the admin menu): one card per prompt, every field labelled; wider screens: the table. */}
            <ul className="grid gap-3 lg:hidden" aria-label="Recent prompts">
              {recent.map((prompt) => (
                <li key={prompt.id} className="grid gap-2 rounded-lg border p-3">
                  <Link
                    to={`/prompt/${prompt.id}`}
                    className="font-medium break-words underline-offset-4 hover:underline"
                  >
                    {prompt.title}
                  </Link>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">ID</dt>
                    <dd className="tabular-nums">{prompt.id}</dd>
                    <dt className="text-muted-foreground">Created</dt>
                    <dd>
                      <time dateTime={prompt.createdAt}>{formatPostedDate(prompt.createdAt)}</time>
                    </dd>
                    <dt className="text-muted-foreground">Author</dt>
                    <dd>
                      <AuthorCredit author={prompt.author} source={prompt.source} />
                    </dd>
                    <dt className="text-muted-foreground">Category</dt>
                    <dd>{categoryName(prompt.category)}</dd>
                    <dt className="text-muted-foreground">Tags</dt>
                    <dd>
                      <PromptTags prompt={prompt} />
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
            <div className="hidden lg:block">
              <Table
                className="min-w-[44rem]"
                containerProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Recent prompts table, scrolls sideways' }}
              >
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col" className="w-16">
                      ID
                    </TableHead>
                    <TableHead scope="col">Title</TableHead>
                    <TableHead scope="col">Created</TableHead>
                    <TableHead scope="col">Author</TableHead>
                    <TableHead scope="col">Category</TableHead>
                    <TableHead scope="col">Tags</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {recent.map((prompt) => (
                    <TableRow key={prompt.id}>
                      <TableCell className="tabular-nums text-muted-foreground">{prompt.id}</TableCell>
                      <TableCell className="max-w-[20rem] min-w-[12rem] font-medium">
                        <Link to={`/prompt/${prompt.id}`} className="break-words underline-offset-4 hover:underline">
                          {prompt.title}
                        </Link>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <time dateTime={prompt.createdAt}>{formatPostedDate(prompt.createdAt)}</time>
                      </TableCell>
                      <TableCell className="max-w-[10rem] truncate">
                        <AuthorCredit author={prompt.author} source={prompt.source} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{categoryName(prompt.category)}</TableCell>
                      <TableCell className="min-w-[12rem]">
                        <PromptTags prompt={prompt} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

type Upload = { fileName: string; progress: UploadProgress; controller: AbortController };

function ImportCard() {
  const inputId = useId();
  const hintId = useId();
  const client = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  // A job started earlier in this tab (the admin left the dashboard while it ran).
  const [resumedJobId] = useState<string | null>(runningJobId);
  const [jobId, setJobId] = useState<string | null>(resumedJobId);
  const job = useImportJob(jobId);
  const notified = useRef<string | null>(null);

  const jobData = jobId && job.data?.id === jobId ? job.data : undefined;
  const hasEnded = jobData !== undefined && jobData.status !== 'running';
  const isLost = job.isError && isFinalPollError(job.error);
  // An earlier job the server has forgotten (an hour after it ended, or a restart) is dropped
  // quietly: its outcome is unknown here, and the figures show what it imported.
  const isForgotten = isLost && jobId === resumedJobId && !jobData;
  const isRunning = upload !== null || (jobId !== null && !hasEnded && !isLost);

  // The end of a job: one toast, the summary stays, and the figures and prompt lists refresh.
  useEffect(() => {
    if (!jobId || notified.current === jobId || (!hasEnded && !isLost)) return;
    notified.current = jobId;
    rememberRunningJob(null);
    if (isForgotten) return;
    if (jobData?.status === 'done') {
      toast.success(IMPORT_COMPLETE, { description: importedDescription(jobData.importedRows) });
    } else {
      const description = hasEnded ? (jobData?.error ?? 'Something went wrong') : errorMessage(job.error);
      toast.error(IMPORT_FAILED, { description });
    }
    void client.invalidateQueries({ queryKey: adminStatsKey });
    void client.invalidateQueries({ queryKey: promptsKey });
  }, [jobId, jobData, hasEnded, isLost, isForgotten, job.error, client]);

  // Leaving the site mid-upload would lose it: the browser asks first.
  const isUploading = upload !== null;
  useEffect(() => {
    if (!isUploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isUploading]);

  const clearFile = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFileChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isCsvFileName(chosen.name)) {
      toast.error(INVALID_FILE_TYPE_MESSAGE, { description: 'Please choose a file whose name ends in .csv.' });
      clearFile();
      return;
    }
    setFile(chosen);
  };

  const startImport = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(NO_FILE_SELECTED_MESSAGE, { description: 'Please choose a CSV file to import.' });
      return;
    }
    if (!isCsvFileName(file.name)) {
      toast.error(INVALID_FILE_TYPE_MESSAGE, { description: 'Please choose a file whose name ends in .csv.' });
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      toast.error(IMPORT_FAILED, {
        description: `The file is ${formatBytes(file.size)}; at most ${formatBytes(IMPORT_MAX_BYTES)} can be imported.`,
      });
      return;
    }
    const controller = new AbortController();
    const fileName = file.name;
    setUpload({ fileName, progress: { loaded: 0, total: file.size }, controller });
    try {
      const started = await uploadImportFile(file, {
        signal: controller.signal,
        onProgress: (progress) => setUpload((current) => (current ? { ...current, progress } : current)),
      });
      client.setQueryData(importJobKey(started.id), started);
      rememberRunningJob(started.id);
      setJobId(started.id);
      clearFile();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError')
        toast('Upload cancelled', { description: `${fileName} was not imported.` });
      else toast.error(IMPORT_FAILED, { description: errorMessage(error) });
    } finally {
      setUpload(null);
    }
  };

  const downloadSample = () => {
    const url = URL.createObjectURL(new Blob([buildSampleCsv()], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = SAMPLE_CSV_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast.success(SAMPLE_DOWNLOADED, { description: `${SAMPLE_CSV_FILE_NAME} shows the expected format.` });
  };

  return (
    <Card aria-labelledby="admin-import" role="region" className="min-w-0">
      <CardHeader>
        <CardTitle as="h2" id="admin-import" className="flex items-center gap-2 text-lg">
          <FileSpreadsheetIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          Import Prompts from CSV
        </CardTitle>
        <CardDescription>
          Add many prompts at once from a .csv file (up to {formatBytes(IMPORT_MAX_BYTES)}).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-5">
        <ul id={hintId} className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>
            The first line must name the columns{' '}
            {IMPORT_REQUIRED_HEADERS.map((header, i) => (
              <span key={header}>
                {i > 0 && ', '}
                <code className="rounded bg-muted px-1 py-0.5 text-foreground">{header}</code>
              </span>
            ))}{' '}
            (any order; other columns are ignored).
          </li>
          <li>
            Separate tags with semicolons, e.g.{' '}
            <code className="rounded bg-muted px-1 py-0.5 text-foreground">writing;email</code>.
          </li>
          <li>
            A category is matched by its id or name; an unknown or empty category is imported as <strong>Other</strong>.
          </li>
          <li>
            Rows with a different number of columns, or without a title or content, are skipped; you can download them
            with the reason.
          </li>
        </ul>

        <form noValidate onSubmit={(event) => void startImport(event)} className="grid gap-3">
          <div className="grid gap-2">
            <Label htmlFor={inputId}>CSV file</Label>
            <Input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              disabled={isRunning}
              onChange={onFileChange}
              className="h-auto cursor-pointer py-1.5"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isRunning}>
              {isRunning ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <UploadIcon aria-hidden="true" />
              )}
              {upload ? 'Uploading...' : isRunning ? 'Importing...' : 'Import CSV'}
            </Button>
            <Button type="button" variant="outline" onClick={downloadSample}>
              <DownloadIcon aria-hidden="true" />
              Download sample CSV
            </Button>
          </div>
        </form>

        {upload && <UploadProgressView upload={upload} onCancel={() => upload.controller.abort()} />}
        {!upload && jobId && !isForgotten && (
          <ImportProgressView
            job={jobData}
            pollError={job.isError ? { message: errorMessage(job.error), isLost } : null}
          />
        )}
      </CardContent>
    </Card>
  );
}

function UploadProgressView({ upload, onCancel }: { upload: Upload; onCancel: () => void }) {
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

function ImportProgressView({
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
function useRemainingMs(job: ImportStatus | undefined): number | null {
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

function PromptTags({ prompt }: { prompt: { title: string; tags: string[] } }) {
  if (prompt.tags.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Tags of ${prompt.title}`}>
      {prompt.tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

function ResultFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-muted/50 px-3 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}
