/** The dashboard's CSV import card: choose a file, upload it, follow the job (docs/decisions/009-csv-import.md). */
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, FileSpreadsheetIcon, Loader2Icon, UploadIcon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  IMPORT_MAX_BYTES,
  IMPORT_REQUIRED_HEADERS,
  INVALID_FILE_TYPE_MESSAGE,
  NO_FILE_SELECTED_MESSAGE,
} from '../../../../shared/admin-schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api';
import {
  SAMPLE_CSV_FILE_NAME,
  adminStatsKey,
  buildSampleCsv,
  importJobKey,
  isFinalPollError,
  isCsvFileName,
  promptsKey,
  searchIndexKey,
  uploadImportFile,
  useImportJob,
} from './dashboard-api';
import { SearchIndexProgress } from './search-index-progress';
import {
  IMPORT_FAILED,
  IMPORT_COMPLETE,
  formatBytes,
  type Upload,
  UploadProgressView,
  ImportProgressView,
} from './import-progress';

export const SAMPLE_DOWNLOADED = 'Sample Downloaded';
export const importedDescription = (n: number) => `Successfully imported ${n} prompts`;

/** The running import's id, so returning to the dashboard resumes its progress (this tab only). */
export const RUNNING_JOB_STORAGE_KEY = 'prompt-commons:admin-import-job';

export function rememberRunningJob(id: string | null) {
  try {
    if (id) sessionStorage.setItem(RUNNING_JOB_STORAGE_KEY, id);
    else sessionStorage.removeItem(RUNNING_JOB_STORAGE_KEY);
  } catch {
    /* storage unavailable: progress is simply not resumed */
  }
}

export function runningJobId(): string | null {
  try {
    return sessionStorage.getItem(RUNNING_JOB_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function ImportCard() {
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
    void client.invalidateQueries({ queryKey: searchIndexKey });
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
        <SearchIndexProgress />
      </CardContent>
    </Card>
  );
}
