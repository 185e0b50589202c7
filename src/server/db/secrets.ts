import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The installation's signing secret: AUTH_SECRET when set, otherwise one generated on first
 * start and kept in the database (shared by every app process). Nothing ships with a default.
 */
export async function loadAppSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(48).toString('base64url');
  await db.execute(sql`
    insert into settings (key, value) values ('app_secret', ${JSON.stringify(candidate)}::jsonb)
    on conflict (key) do nothing`);
  const result = await db.execute(sql`select value from settings where key = 'app_secret'`);
  const value = (result.rows[0] as { value: unknown }).value;
  return typeof value === 'string' ? value : JSON.parse(String(value));
}
