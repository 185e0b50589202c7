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
import { loadFixtures } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    fixtureIds: Record<string, number>;
  }
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
  await handle.close();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl, SEED: 'false', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  let stopping = false;
  // A server that dies mid-run makes every journey fail with "connection refused": say why.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[e2e] the server exited early (code ${code}, signal ${signal}):\n${output}`);
  });
  await waitFor(`${baseUrl}/api/prompts?limit=1`, child, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('fixtureIds', ids);
  return async () => {
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (process.env.E2E_SERVER_LOG) console.log(output);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
