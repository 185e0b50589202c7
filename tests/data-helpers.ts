/** An embedded site in a folder of its own, with a few rows in most tables (backup and move tests). */
import fs from 'node:fs';
import { expect, inject } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { createTestContext, type TestContext } from './setup/test-app';
import { signUp, type Session } from './auth-helpers';
import { as, signUpWithRole } from './community-helpers';
import { makePrompt } from './factories';

export const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `pc-${name}-`));

export type SeededSite = {
  ctx: TestContext;
  handle: DatabaseHandle;
  dataDir: string;
  member: Session;
  promptIds: number[];
};

/** Opens DATA_DIR as the server does (the folder lock included) and fills it through the API. */
export async function seedSite(dataDir: string): Promise<SeededSite> {
  // The migrated golden database of the test run (tests/setup/global-setup.ts), unpacked into the folder.
  const golden = new Blob([fs.readFileSync(inject('pgliteDumpPath'))]);
  const handle = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: golden });
  const ctx = await createTestContext({ handle });
  const admin = await signUpWithRole(ctx, 'admin', 'Keeper');
  const member = await signUp(ctx, { username: 'Moved_member' });
  const promptIds: number[] = [];
  for (let i = 0; i < 12; i++) promptIds.push((await makePrompt(handle.db, { title: `Backed up prompt ${i}` })).id);
  for (const id of promptIds.slice(0, 4)) {
    expect((await as(ctx, member)('PUT', `/api/prompts/${id}/rating`, { value: 4 })).status).toBe(200);
    expect(
      (await as(ctx, member)('POST', `/api/prompts/${id}/comments`, { content: `Kept comment on ${id}` })).status,
    ).toBe(201);
  }
  expect((await as(ctx, admin)('PATCH', '/api/admin/settings', { siteName: 'Backed Up Prompts' })).status).toBe(200);
  expect((await as(ctx, admin)('POST', '/api/admin/invitations', { email: 'invited@example.com' })).status).toBe(201);
  return { ctx, handle, dataDir, member, promptIds };
}
