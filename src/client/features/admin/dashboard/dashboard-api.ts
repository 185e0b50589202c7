/**
 * The admin dashboard's calls (docs/decisions/009-csv-import.md, 010-admin-api.md): figures and
 * the 5 most recent prompts (GET /api/admin/stats), and the CSV import: the file itself is the
 * body of POST /api/admin/imports (sent with XMLHttpRequest, whose upload events give a progress
 * bar for files of 100+ MB), then GET /api/admin/imports/{id} is polled while the job runs.
 */
import { useQuery } from '@tanstack/react-query';
import { CATEGORIES } from '../../../../shared/constants';
import {
  IMPORT_REQUIRED_HEADERS,
  type AdminStats,
  type ImportStatus,
  type SearchIndexStatus,
} from '../../../../shared/admin-schemas';
import { endpoints, type ResponseOf } from '../../../../shared/api/endpoints';
import { ApiError, apiCall, buildQuery, errorFromBody, NETWORK_ERROR_MESSAGE, parseJson } from '../../../lib/api';

export const adminStatsKey = ['admin', 'stats'] as const;
export const importJobKey = (id: string) => ['admin', 'imports', id] as const;
export const searchIndexKey = ['admin', 'search-index'] as const;
/** The public prompt queries (browse, detail, my prompts) start with this key. */
export const promptsKey = ['prompts'] as const;

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

export function fetchAdminStats(): Promise<AdminStats> {
  return apiCall(endpoints.adminStats);
}

/** Figures are read again each time the dashboard opens. */
export function useAdminStats() {
  return useQuery({ queryKey: adminStatsKey, queryFn: fetchAdminStats, staleTime: 0 });
}

export function fetchImportJob(id: string): Promise<ImportStatus> {
  return apiCall(endpoints.importStatus, { params: { id } });
}

/**
 * An answer that will not change by asking again: the job is gone (404: the server restarted or
 * an hour passed), or the viewer may no longer see it. Network errors and 5xx are retried.
 */
export function isFinalPollError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Polls the job every IMPORT_POLL_MS while it runs; stops when it ends or is lost. */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: importJobKey(id ?? ''),
    queryFn: () => fetchImportJob(id!),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 60 * 60 * 1000,
    retry: (failures, error) => !isFinalPollError(error) && failures < 3,
    refetchInterval: (query) =>
      isFinalPollError(query.state.error) || (query.state.data && query.state.data.status !== 'running')
        ? false
        : IMPORT_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/** How often the search indexing queue is asked while it holds prompts. */
export const SEARCH_INDEX_POLL_MS = 2000;

export function fetchSearchIndexStatus(): Promise<SearchIndexStatus> {
  return apiCall(endpoints.searchIndexStatus);
}

/**
 * Imported prompts still waiting for the background indexer (decision 023): read when the
 * dashboard opens and when an import ends, then every SEARCH_INDEX_POLL_MS until none is left.
 */
export function useSearchIndexStatus() {
  return useQuery({
    queryKey: searchIndexKey,
    queryFn: fetchSearchIndexStatus,
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.pendingPrompts ?? 0) > 0 ? SEARCH_INDEX_POLL_MS : false),
  });
}

export type UploadProgress = { loaded: number; total: number };

/** The address of the CSV of rows an import skipped (with line and reason); same-origin cookie. */
export function skippedRowsUrl(id: string): string {
  return `/api/admin/imports/${encodeURIComponent(id)}/skipped.csv`;
}

function uploadError(status: number, responseText: string): ApiError {
  const fallback =
    status === 413 ? 'The file is larger than the server accepts (512 MB).' : `Something went wrong (HTTP ${status})`;
  return errorFromBody(status, parseJson(responseText), fallback);
}

/**
 * Starts an import: POST /api/admin/imports?fileName=NAME with the file as the raw body
 * (Content-Type text/csv). Resolves with the running job (202); rejects with an ApiError carrying
 * the server's message (e.g. `CSV is missing required headers: tags`), or an AbortError when
 * `signal` aborts the upload.
 */
export function uploadImportFile(
  file: File,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<ImportStatus> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(endpoints.startImport.method, `/api${endpoints.startImport.path}${buildQuery({ fileName: file.name })}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const job: ResponseOf<typeof endpoints.startImport> = JSON.parse(xhr.responseText);
          resolve(job);
        } catch {
          reject(new ApiError(xhr.status, 'http_error', 'The server sent an answer that could not be read'));
        }
      } else reject(uploadError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export const isCsvFileName = (name: string) => /\.csv$/i.test(name.trim());

export const SAMPLE_CSV_FILE_NAME = 'prompt-commons-sample.csv';

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const categoryId = (id: (typeof CATEGORIES)[number]['id']) => CATEGORIES.find((c) => c.id === id)!.id;

/**
 * A small file the importer accepts: the four required headers, tags separated by semicolons, a
 * quoted field holding a comma, a quote and a line break, and categories the site knows.
 */
export function buildSampleCsv(): string {
  const rows: string[][] = [
    [
      'Code review checklist',
      'Review the following code for bugs, security issues and readability.\nFor each finding, give the line, explain the "why", and suggest a fix.',
      categoryId('programming'),
      ['code-review', 'checklist', 'refactoring'].join(';'),
    ],
    [
      'Blog post outline',
      'Write an outline for a blog post about {topic}, with a hook, three sections and a short conclusion.',
      categoryId('writing'),
      ['blogging', 'outline'].join(';'),
    ],
    [
      'Explain a chart to a manager',
      'Describe the trend shown in the data below in plain language, in five sentences at most.',
      categoryId('data-science'),
      ['charts', 'explanation', 'reporting'].join(';'),
    ],
  ];
  return [IMPORT_REQUIRED_HEADERS.join(','), ...rows.map((row) => row.map(csvField).join(','))].join('\r\n') + '\r\n';
}
