/** Helpers for the admin API tests: CSV uploads and waiting for imports. */
import type { TestContext } from './setup/test-app';
import { TEST_BASE_URL } from './setup/test-app';
import type { Session } from './auth-helpers';
import { waitForImport } from '../src/server/features/admin/import.service';
import { waitForSearchIndex } from '../src/server/features/admin/search-indexer';
import type { ImportStatus } from '../src/shared/admin-schemas';

/** POST /api/admin/imports with the file as the body (as the dashboard sends it). */
export function uploadCsv(
  ctx: TestContext,
  session: Session | null,
  fileName: string | null,
  body: string | Uint8Array | null,
) {
  const query = fileName === null ? '' : `?fileName=${encodeURIComponent(fileName)}`;
  return ctx.app.request(`/api/admin/imports${query}`, {
    method: 'POST',
    headers: { Origin: TEST_BASE_URL, 'Content-Type': 'text/csv', ...(session ? { Cookie: session.cookie } : {}) },
    body: body as BodyInit | null,
  });
}

/**
 * Uploads, waits for the background job and for the search indexer to make the rows' content
 * searchable (decision 023), and returns the job's final status.
 */
export async function importCsv(
  ctx: TestContext,
  session: Session,
  fileName: string,
  body: string | Uint8Array,
): Promise<ImportStatus> {
  const res = await uploadCsv(ctx, session, fileName, body);
  if (res.status !== 202) throw new Error(`import refused: ${res.status} ${await res.text()}`);
  const started = (await res.json()) as ImportStatus;
  await waitForImport(started.id);
  await waitForSearchIndex(ctx.handle.db);
  const status = await ctx.api('GET', `/api/admin/imports/${started.id}`, undefined, { Cookie: session.cookie });
  return (await status.json()) as ImportStatus;
}
