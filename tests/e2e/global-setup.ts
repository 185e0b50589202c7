/**
 * Starts the real server (`src/server/index.ts`, the built client) on a free port over a
 * fresh PGlite folder loaded with the fixtures, and hands the journeys its address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { loadAppSecret } from '../../src/server/db/secrets';
import { createAuth } from '../../src/server/auth/auth';
import { createMemoryMailer } from '../../src/server/lib/mailer';
import { loadFixtures } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    fixtureIds: Record<string, number>;
    /** Accounts made before the server starts (E2E_USERS), each with a live session. */
    e2eUsers: Record<E2EUserKey, E2EUser>;
    /** The server's stdout and stderr, appended as they come (emails land here: `[mail] to ...`). */
    serverLogPath: string;
  }
}

/**
 * One account per journey that needs to be signed in from the start. They are made here, through
 * better-auth's own API on the fixture database, so the journeys never spend the server's
 * sign-in and sign-up rate limits (5 a minute per address) on getting a session: only the
 * journeys about signing in use the forms (docs/architecture.md#tests). Each account belongs to one
 * journey file, so no file sees what another did with it (the files run in any order).
 */
export const E2E_USERS = [
  'signin',
  'signout',
  'sidenav',
  'reset',
  'totp',
  'owner',
  'saver',
  'rater',
  'plain',
  'removable',
  'submitter',
  'cards',
  'author',
  'moderated',
  'keyholder',
] as const;
export type E2EUserKey = (typeof E2E_USERS)[number];
export type E2EUser = { email: string; password: string; cookies: { name: string; value: string }[] };

async function createUsers(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<Record<E2EUserKey, E2EUser>> {
  const secret = await loadAppSecret(handle.db, process.env.AUTH_SECRET);
  // The base URL only names the cookies' origin here; the server is given the real one.
  const auth = createAuth({ db: handle.db, baseUrl: 'http://127.0.0.1', secret, mailer: createMemoryMailer() });
  const users = {} as Record<E2EUserKey, E2EUser>;
  for (const key of E2E_USERS) {
    const email = `e2e-${key}@example.com`;
    const password = `e2e ${key} password`;
    const { headers } = await auth.api.signUpEmail({
      body: { email, password, name: '', username: `e2e-${key}` },
      returnHeaders: true,
    });
    const cookies = headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }))
      .filter((c) => c.value !== '');
    if (!cookies.length) throw new Error(`no session cookie for ${email}`);
    users[key] = { email, password, cookies };
  }
  return users;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-e2e-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(handle);
  const ids = await loadFixtures(handle.db);
  const users = await createUsers(handle);
  await handle.close();

  // Outside the data folder (removed at the end) and kept after the run for a look.
  const logDir = path.resolve('tests/e2e/.artifacts');
  fs.mkdirSync(logDir, { recursive: true });
  const serverLogPath = path.join(logDir, process.env.E2E_GROUP ? `server-${process.env.E2E_GROUP}.log` : 'server.log');
  fs.writeFileSync(serverLogPath, '');

  // The journeys run against the build, as `npm start` serves it: scripts/e2e.mjs builds first.
  const serverEntry = path.resolve('dist/server/index.js');
  if (!fs.existsSync(serverEntry))
    throw new Error('dist/server is missing: run `npm run build` (or `npm run test:e2e`)');

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl, SEED: 'false', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Written synchronously as it arrives, so a journey that reads the log after an action sees
  // everything the server printed before answering it.
  const record = (d: Buffer) => {
    output += d;
    fs.appendFileSync(serverLogPath, d);
  };
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);
  let stopping = false;
  // A server that dies mid-run makes every journey fail with "connection refused": say why.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[e2e] the server exited early (code ${code}, signal ${signal}):\n${output}`);
  });
  await waitFor(`${baseUrl}/api/prompts?limit=1`, child, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('fixtureIds', ids);
  project.provide('e2eUsers', users);
  project.provide('serverLogPath', serverLogPath);
  return async () => {
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (process.env.E2E_SERVER_LOG) console.log(output);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
