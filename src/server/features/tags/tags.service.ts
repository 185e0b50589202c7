import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tagCounts } from '../../db/schema';
import type { TagCount } from '../../../shared/schemas';
import { KIND_TAGS } from '../../../shared/constants';

/**
 * The most used topic tags, read from tag_counts (kept by a trigger), never by scanning prompts.
 * Kind labels (KIND_TAGS: structured, skill, agent, instructions) are left out.
 */
export async function listPopularTags(db: Database, limit: number): Promise<TagCount[]> {
  return db
    .select({ tag: tagCounts.tag, count: tagCounts.count })
    .from(tagCounts)
    .where(sql`${tagCounts.count} > 0 and ${tagCounts.tag} <> all(${sql.param([...KIND_TAGS])}::text[])`)
    .orderBy(desc(tagCounts.count), asc(tagCounts.tag))
    .limit(limit);
}
