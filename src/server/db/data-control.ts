/**
 * The running site's control listener (decision 026). Only one process may open a PGlite folder,
 * so `npm run db:backup` asks the running server for the dump instead of opening the folder: the
 * server listens on 127.0.0.1 (a port the system picks) and writes DATA_DIR/control.json, readable
 * by its owner only, with that port and a random token. The file is removed on shutdown.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { logger } from '../lib/logger';

export const CONTROL_FILE = 'control.json';

export type ControlInfo = { pid: number; port: number; token: string };

/** A consistent tarball of a PGlite data folder, gzipped (PGlite's dumpDataDir). */
export async function dumpPglite(pglite: PGlite): Promise<Buffer> {
  // A checkpoint first keeps the write-ahead log to replay on restore short. The dump itself runs
  // inside a transaction of its own: PGlite runs one transaction at a time, so no other one is
  // half done in the tarball, and dumpDataDir holds the query lock while it reads the files.
  await pglite.exec('checkpoint');
  const tarball = await pglite.transaction(() => pglite.dumpDataDir('gzip'));
  return Buffer.from(await tarball.arrayBuffer());
}

export function isProcessRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The control file of a running site on this folder, or null (no file, or its process is gone). */
export function readControlInfo(dataDir: string): ControlInfo | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const info = JSON.parse(text) as Partial<ControlInfo>;
    if (typeof info.port !== 'number' || typeof info.token !== 'string' || typeof info.pid !== 'number') return null;
    return isProcessRunning(info.pid) ? (info as ControlInfo) : null;
  } catch {
    return null;
  }
}

/** The pid in the folder's lock file when that process still runs (db/folder-lock.ts). */
export function folderLockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'prompt-commons.lock'), 'utf8'));
    return isProcessRunning(pid) ? pid : null;
  } catch {
    return null;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Starts the control listener of a site whose PGlite folder is `dataDir`. `POST /backup` with
 * `Authorization: Bearer <token>` answers the gzipped tarball. Returns a stop function that closes
 * the listener and removes the control file.
 */
export async function startControlListener(
  dataDir: string,
  pglite: PGlite,
  log: (line: string) => void = (line) => logger().info(line),
): Promise<() => Promise<void>> {
  const token = randomBytes(32).toString('base64url');
  const server = http.createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    if (req.method !== 'POST' || req.url !== '/backup' || !sameToken(auth, `Bearer ${token}`)) {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    dumpPglite(pglite).then(
      (tarball) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': tarball.length }).end(tarball);
        log(`[db] backup taken for db:backup (${tarball.length} bytes in ${Date.now() - started} ms)`);
      },
      (err: unknown) => {
        log(`[db] backup failed: ${err instanceof Error ? err.message : String(err)}`);
        res.writeHead(500, { 'content-type': 'text/plain' }).end('backup failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // Only for db:backup on this machine: never keep the process alive for it.
  server.unref();
  const file = path.join(dataDir, CONTROL_FILE);
  const info: ControlInfo = { pid: process.pid, port: (server.address() as AddressInfo).port, token };
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
  const removeFile = () => {
    try {
      if (fs.readFileSync(file, 'utf8').includes(token)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', removeFile);
  return async () => {
    removeFile();
    process.off('exit', removeFile);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** Asks the running site for a backup through its control listener. */
export async function requestBackup(info: ControlInfo): Promise<Buffer> {
  const response = await fetch(`http://127.0.0.1:${info.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${info.token}` },
  });
  if (!response.ok) throw new Error(`The running site did not take the backup (HTTP ${response.status})`);
  return Buffer.from(await response.arrayBuffer());
}
