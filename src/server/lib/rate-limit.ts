/**
 * A fixed-window rate limiter kept in the database, so that several app processes behind a
 * load balancer share the counts. Keys are prefixed `app:` to stay apart from better-auth's.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type RateLimitRule = { max: number; windowMs: number };

export async function hitRateLimit(db: Database, key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  const fullKey = `app:${key}`;
  const windowStart = now - rule.windowMs;
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (${fullKey}, ${fullKey}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count`);
  const count = Number((result.rows[0] as { count: unknown }).count);
  return count <= rule.max;
}
