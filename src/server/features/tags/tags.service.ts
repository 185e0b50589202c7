import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TagCount } from '../../../shared/schemas';
import { KIND_TAGS } from '../../../shared/constants';

/**
 * The most used topic tags, read from tag_counts (kept by a trigger), never by scanning prompts.
 * Kind labels (KIND_TAGS: structured, skill, agent, instructions) are left out.
 */
export async function listPopularTags(db: Database, limit: number): Promise<TagCount[]> {
  const result = await db.execute(sql`
    select tag, count from tag_counts where count > 0 and tag <> all(${sql.param([...KIND_TAGS])}::text[])
    order by count desc, tag asc limit ${limit}`);
  return (result.rows as { tag: string; count: unknown }[]).map((r) => ({ tag: r.tag, count: Number(r.count) }));
}
