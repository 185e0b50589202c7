/**
 * A fixed-window rate limiter kept in the database, so that several app processes behind a
 * load balancer share the counts. Keys are prefixed `app:` to stay apart from better-auth's.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimitRule = { max: number; windowMs: number };

export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  const fullKey = `app:${key}`;
  const windowStart = now - rule.windowMs;
  // One statement, so two processes counting the same key never lose a hit: a window that
  // has passed starts again at 1, otherwise the count goes up.
  const expired = sql`${rateLimits.lastRequest} < ${windowStart}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: fullKey, key: fullKey, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count <= rule.max;
}
