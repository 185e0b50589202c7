// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { parse } from 'csv-parse/sync';
import type { AdminStats, ImportStatus, SearchIndexStatus } from '../../../../shared/admin-schemas';
import { CATEGORIES } from '../../../../shared/constants';
import AdminDashboardPage from './admin-dashboard-page';
import { installDomStubs, json, mockFetch, renderRoutes, type Call } from '../../../test/mock-fetch';

/** A stand-in for XMLHttpRequest: records the request; the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const JOB_ID = '6f1c1f5e-2a43-4a8e-9a36-0d2b1b1c7d10';

const STATS: AdminStats = {
  prompts: 3242,
  users: 17,
  comments: 45,
  ratings: 120,
  recentPrompts: [
    {
      id: 901,
      title: 'Code review checklist',
      createdAt: '2025-03-05T10:00:00Z',
      category: 'programming',
      tags: ['review', 'checklist'],
    },
    { id: 900, title: 'Blog post outline', createdAt: '2025-03-04T10:00:00Z', category: 'data-science', tags: [] },
  ],
};

const job = (overrides: Partial<ImportStatus> = {}): ImportStatus => ({
  id: JOB_ID,
  fileName: 'prompts.csv',
  status: 'running',
  totalBytes: 1000,
  processedBytes: 0,
  processedRows: 0,
  importedRows: 0,
  skippedRows: 0,
  remappedCategories: 0,
  startedAt: '2025-03-05T10:00:00Z',
  finishedAt: null,
  error: null,
  ...overrides,
});

const IDLE_INDEX: SearchIndexStatus = { pendingPrompts: 0, indexedPrompts: 0, running: false };

/**
 * The stats answer, the job's progress answered in order (the last one repeats), and the search
 * indexing queue likewise.
 */
function mockApi(progress: (ImportStatus | Response)[] = [], indexing: SearchIndexStatus[] = [IDLE_INDEX]) {
  let poll = 0;
  let indexPoll = 0;
  return mockFetch(({ path }: Call) => {
    if (path === '/api/admin/stats') return json(STATS);
    if (path === '/api/admin/search-index') return json(indexing[Math.min(indexPoll++, indexing.length - 1)]);
    if (path === `/api/admin/imports/${JOB_ID}`) {
      const answer = progress[Math.min(poll++, progress.length - 1)];
      return answer instanceof Response ? answer : json(answer);
    }
  });
}

const page = () => renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], '/admin');
const csvFile = (name = 'prompts.csv', text = 'title,content,category,tags\nA,B,writing,x;y\n') =>
  new File([text], name, { type: 'text/csv' });

/** The toast's text node, and whether sonner shows it as an error (destructive). */
async function findToast(title: string) {
  const node = await screen.findByText(title, { selector: '[data-title]' });
  return { node, type: node.closest('[data-sonner-toast]')?.getAttribute('data-type') };
}

beforeEach(() => {
  installDomStubs();
  FakeXhr.last = null;
  sessionStorage.clear();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  // sonner replays still-active toasts to a newly mounted Toaster: end them with the test.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminDashboardPage', () => {
  it('shows the figures and the 5 most recent prompts, titles linking to the prompt', async () => {
    mockApi();
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('3,242')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Site figures' });
    const expected: [string, string][] = [
      ['Users', '17'],
      ['Comments', '45'],
      ['Ratings', '120'],
    ];
    for (const [label, value] of expected) {
      expect(within(figures).getByText(label).nextElementSibling).toHaveTextContent(value);
    }

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Title', 'Created', 'Author', 'Category', 'Tags']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Code review checklist' })).toHaveAttribute(
      'href',
      '/prompt/901',
    );
    expect(rows[0]).toHaveTextContent('901');
    expect(rows[0]).toHaveTextContent('March 5, 2025');
    expect(rows[0]).toHaveTextContent('Programming');
    expect(within(rows[0]!).getByRole('list', { name: 'Tags of Code review checklist' })).toHaveTextContent(
      'reviewchecklist',
    );
    expect(rows[1]).toHaveTextContent('Data Science');
    // The wide table scrolls inside its own keyboard-reachable box, not the page.
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
    expect(table.parentElement).toHaveClass('overflow-x-auto');

    // Below lg (phones, and tablets beside the admin menu, where the table's last columns were
    // cut off) the same prompts are cards, each field labelled; CSS shows one or the other.
    const cards = screen.getByRole('list', { name: 'Recent prompts' });
    expect(cards).toHaveClass('lg:hidden');
    expect(table.closest('.hidden.lg\\:block')).not.toBeNull();
    const items = within(cards)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === cards);
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Code review checklist' })).toHaveAttribute(
      'href',
      '/prompt/901',
    );
    const field = (item: HTMLElement, label: string) =>
      within(item).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field(items[0]!, 'ID')).toHaveTextContent('901');
    expect(field(items[0]!, 'Created')).toHaveTextContent('March 5, 2025');
    expect(field(items[0]!, 'Category')).toHaveTextContent('Programming');
    expect(field(items[0]!, 'Tags')).toHaveTextContent('reviewchecklist');
    expect(field(items[1]!, 'Tags')).toHaveTextContent('None');
  });

  it('says what the CSV needs: the four headers, semicolon tags, unknown categories as Other', async () => {
    mockApi();
    page();
    const card = screen.getByRole('region', { name: 'Import Prompts from CSV' });
    const input = within(card).getByLabelText('CSV file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(card).toHaveTextContent('title, content, category, tags');
    expect(card).toHaveTextContent('Separate tags with semicolons');
    expect(card).toHaveTextContent('an unknown or empty category is imported as Other');
    // Keyboard: the file chooser is the next stop after the page's earlier controls.
    await userEvent.tab();
    while (document.activeElement !== input && document.activeElement !== document.body) await userEvent.tab();
    expect(input).toHaveFocus();
  });

  it('"No file selected" when importing without a file; nothing is sent', async () => {
    mockApi();
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect((await findToast('No file selected')).type).toBe('error');
    expect(FakeXhr.last).toBeNull();
  });

  it('"Invalid file type" for a file not ending in .csv; nothing is sent', async () => {
    mockApi();
    page();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('CSV file'), new File(['a,b'], 'prompts.txt', { type: 'text/plain' }));
    expect((await findToast('Invalid file type')).type).toBe('error');
    expect((screen.getByLabelText('CSV file') as HTMLInputElement).files).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows the server\'s message under "Import failed" (missing headers)', async () => {
    mockApi();
    page();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile('prompts.csv', 'title,content\nA,B\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    FakeXhr.last!.respond(400, {
      error: { code: 'bad_request', message: 'CSV is missing required headers: category, tags' },
    });
    expect((await findToast('Import failed')).type).toBe('error');
    expect(screen.getByText('CSV is missing required headers: category, tags')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
  });

  it('uploads the raw file with progress, polls the job, then reports the result and refreshes the lists', async () => {
    const calls = mockApi([
      job({ processedBytes: 500, processedRows: 2, importedRows: 1, skippedRows: 1 }),
      job({
        status: 'done',
        processedBytes: 1000,
        processedRows: 4,
        importedRows: 3,
        skippedRows: 1,
        remappedCategories: 2,
        finishedAt: '2025-03-05T10:00:05Z',
      }),
    ]);
    const { client } = page();
    client.setQueryData(['prompts', 'list', {}], { pages: [] });
    await screen.findByText('3,242');
    const statsCalls = () => calls.filter((c) => c.path === '/api/admin/stats').length;
    const statsBefore = statsCalls();

    const file = csvFile('my prompts.csv');
    await userEvent.upload(screen.getByLabelText('CSV file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/imports?fileName=my+prompts.csv');
    expect(xhr.headers['Content-Type']).toBe('text/csv');
    expect(xhr.body).toBe(file);

    xhr.progress(40, 100);
    const upload = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(upload).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading my prompts.csv…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Uploading/ })).toBeDisabled();

    xhr.respond(202, job({ fileName: 'my prompts.csv' }));
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText(/2 rows processed, 1 imported, 1 skipped/)).toBeInTheDocument();

    expect((await findToast('Import complete')).type).toBe('success');
    expect(screen.getByText('Successfully imported 3 prompts')).toBeInTheDocument();

    const result = screen.getByRole('region', { name: /Import complete: prompts\.csv/ });
    const figure = (label: string) => within(result).getByText(label).nextElementSibling;
    expect(figure('Imported')).toHaveTextContent('3');
    expect(figure('Skipped')).toHaveTextContent('1');
    expect(figure('Categories remapped to Other')).toHaveTextContent('2');
    // From the job's start to its end, both by the server's clock.
    expect(within(result).getByText('Finished in 5 s.')).toBeInTheDocument();
    const skipped = within(result).getByRole('link', { name: /Download skipped rows/ });
    expect(skipped).toHaveAttribute('href', `/api/admin/imports/${JOB_ID}/skipped.csv`);
    expect(skipped).toHaveAttribute('download');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // The figures and the public prompt lists are read again; the poll stopped.
    await waitFor(() => expect(statsCalls()).toBeGreaterThan(statsBefore));
    expect(client.getQueryState(['prompts', 'list', {}])?.isInvalidated).toBe(true);
    const polls = calls.filter((c) => c.path === `/api/admin/imports/${JOB_ID}`).length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls.filter((c) => c.path === `/api/admin/imports/${JOB_ID}`)).toHaveLength(polls);
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
  });

  it('no skipped-rows link when nothing was skipped', async () => {
    mockApi([job({ status: 'done', processedBytes: 1000, processedRows: 5, importedRows: 5 })]);
    page();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    FakeXhr.last!.respond(202, job());
    expect(await screen.findByText('Successfully imported 5 prompts')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download skipped rows/ })).not.toBeInTheDocument();
  });

  it('a failed job gives "Import failed" with its error, keeping what was imported', async () => {
    mockApi([
      job({ status: 'failed', importedRows: 500, skippedRows: 0, error: 'Connection terminated unexpectedly' }),
    ]);
    page();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    FakeXhr.last!.respond(202, job());
    expect((await findToast('Import failed')).type).toBe('error');
    expect(screen.getAllByText('Connection terminated unexpectedly').length).toBeGreaterThan(0);
    const result = screen.getByRole('region', { name: /Import failed: prompts\.csv/ });
    expect(within(result).getByText('Imported').nextElementSibling).toHaveTextContent('500');
  });

  it('a job the server no longer knows (404) ends as "Import failed" with the message', async () => {
    mockApi([
      json(
        { error: { code: 'not_found', message: `Import ${JOB_ID} was not found (jobs are kept for an hour)` } },
        404,
      ),
    ]);
    page();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    FakeXhr.last!.respond(202, job());
    expect((await findToast('Import failed')).type).toBe('error');
    expect(screen.getByRole('alert')).toHaveTextContent('no longer available');
  });

  it('resumes a running import after coming back to the dashboard', async () => {
    sessionStorage.setItem('prompt-commons:admin-import-job', JOB_ID);
    mockApi([job({ processedBytes: 250 }), job({ status: 'done', processedBytes: 1000, importedRows: 7 })]);
    page();
    expect(await screen.findByText('Successfully imported 7 prompts')).toBeInTheDocument();
    expect(sessionStorage.getItem('prompt-commons:admin-import-job')).toBeNull();
  });

  it('estimates the time left from the rate it sees, once it has seen a few seconds', async () => {
    sessionStorage.setItem('prompt-commons:admin-import-job', JOB_ID);
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    mockApi([job({ processedBytes: 100 }), job({ processedBytes: 400 })]);
    page();
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '10'));
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
    // 300 bytes in 6 s, 600 bytes to go: 12 s, said to the nearest 5 s.
    clock += 6000;
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    expect(await screen.findByText(/· about 10 s left$/)).toBeInTheDocument();
  });

  it('quietly drops a resumed job the server has forgotten', async () => {
    sessionStorage.setItem('prompt-commons:admin-import-job', JOB_ID);
    mockApi([json({ error: { code: 'not_found', message: `Import ${JOB_ID} was not found` } }, 404)]);
    page();
    await waitFor(() => expect(sessionStorage.getItem('prompt-commons:admin-import-job')).toBeNull());
    expect(screen.queryByText('Import failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
  });

  it('cancelling the upload stops it without an error toast', async () => {
    mockApi();
    page();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Import failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('"Download sample CSV" downloads a valid file and says "Sample Downloaded"', async () => {
    mockApi();
    let blob: Blob | null = null;
    const createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:sample';
    });
    // jsdom has no object URLs; this test file's own environment is the only one changed.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:sample');
      expect(this.download).toMatch(/\.csv$/);
    });
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Download sample CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((await findToast('Sample Downloaded')).type).toBe('success');

    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    const records = parse(text) as string[][];
    expect(records[0]).toEqual(['title', 'content', 'category', 'tags']);
    const rows = records.slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(3);
    const ids: string[] = CATEGORIES.map((c) => c.id);
    for (const row of rows) {
      expect(row).toHaveLength(4);
      expect(ids).toContain(row[2]);
    }
    expect(rows.some((row) => row[1]!.includes(',') && row[1]!.includes('\n'))).toBe(true);
    expect(rows.some((row) => row[3]!.split(';').length > 1)).toBe(true);
  });
});

describe('search indexing after an import', () => {
  it('says how many imported prompts are still being indexed, and nothing once none is left', async () => {
    mockApi([], [{ pendingPrompts: 60_000, indexedPrompts: 40_000, running: true }]);
    page();
    const status = await screen.findByText('Indexing 40,000 of 100,000 imported prompts for search');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Search indexing progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText(/can already be browsed/)).toBeInTheDocument();
  });

  it('shows nothing when no imported prompt waits', async () => {
    const calls = mockApi();
    page();
    expect(await screen.findByText('3,242')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/search-index')).toBe(true));
    expect(screen.queryByText(/imported prompts for search/)).not.toBeInTheDocument();
  });
});
