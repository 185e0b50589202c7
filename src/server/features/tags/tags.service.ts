import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TagCount } from '../../../shared/schemas';

/** The most used tags, read from tag_counts (kept by a trigger), never by scanning prompts. */
export async function listPopularTags(db: Database, limit: number): Promise<TagCount[]> {
  const result = await db.execute(sql`
    select tag, count from tag_counts where count > 0 order by count desc, tag asc limit ${limit}`);
  return (result.rows as { tag: string; count: unknown }[]).map((r) => ({ tag: r.tag, count: Number(r.count) }));
}
