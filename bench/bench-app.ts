/**
 * What several benches share: a scratch PostgreSQL database of their own on the server of
 * DATABASE_URL, and the app over a handle with rate limits out of the way.
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { createApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { createMemoryMailer } from '../src/server/lib/mailer';

/**
 * Creates a database named `<BENCH_DB_PREFIX or defaultPrefix>_<pid>` (BENCH_DB_PREFIX: several
 * benches on one server) and opens it; `drop` removes it.
 */
export async function openScratchPostgres(
  defaultPrefix: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('--postgres needs DATABASE_URL');
  const name = `${process.env.BENCH_DB_PREFIX ?? defaultPrefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), max: 4 });
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { handle, drop };
}

/**
 * The app over `handle` at `baseUrl` and its auth, with sign-in, sign-up and write limits raised
 * for load.
 */
export function createBenchApp(handle: DatabaseHandle, baseUrl: string) {
  const mailer = createMemoryMailer();
  const secret = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
  const auth = createAuth({
    db: handle.db,
    baseUrl,
    secret,
    mailer,
    rateLimit: { signIn: 1000, signUp: 1000, reset: 1000 },
  });
  const app = createApp({
    db: handle.db,
    env: { baseUrl, TRUST_PROXY: 'false' },
    auth,
    mailer,
    secret,
    rateLimits: { submitPrompt: { max: 1000, windowMs: 60_000 }, editPrompt: { max: 1000, windowMs: 60_000 } },
  });
  return { app, auth };
}
