import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { settings } from './schema';

const APP_SECRET_KEY = 'app_secret';

/**
 * The installation's signing secret: AUTH_SECRET when set, otherwise one generated on first
 * start and kept in the database (shared by every app process). Nothing ships with a default.
 */
export async function loadAppSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(48).toString('base64url');
  // The first process to start wins; the others read the secret it stored.
  await db
    .insert(settings)
    .values({ key: APP_SECRET_KEY, value: candidate })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, APP_SECRET_KEY));
  const value = row!.value;
  return typeof value === 'string' ? value : JSON.parse(String(value));
}
