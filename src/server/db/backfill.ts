/**
 * Derived columns added after rows already existed are filled by the app (they need the
 * JavaScript tokenizer, so SQL migrations cannot compute them). Runs at start-up, in batches.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { searchDocument } from '../lib/search-text';
import { categoryName } from '../../shared/constants';

const BATCH = 500;

export async function backfillHeadVectors(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      select id, title, tags, category from prompts where head_vector is null order by id limit ${BATCH}`);
    const rows = result.rows as { id: number; title: string; tags: string[]; category: string }[];
    if (rows.length === 0) return total;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const head = searchDocument(row.title);
        const labels = searchDocument(`${row.tags.join(' ')} ${row.category} ${categoryName(row.category)}`);
        await tx.execute(sql`update prompts set head_vector =
          setweight(to_tsvector('simple', ${head}), 'A') || setweight(to_tsvector('simple', ${labels}), 'B')
          where id = ${row.id}`);
      }
    });
    total += rows.length;
  }
}
