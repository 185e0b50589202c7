/**
 * Derived columns added after rows already existed are filled by the app (they need the
 * JavaScript tokenizer, so SQL migrations cannot compute them). Runs at start-up, in batches.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { searchDocument } from '../lib/search-text';
import { categoryName } from '../../shared/constants';
import { PREVIEW_SCAN_LENGTH, detectFormat, previewText } from '../../shared/prompt-format';
import { createHash } from 'node:crypto';
import { readSeedPrompts, type SeedPrompt } from './seed-data';
import { textArray } from '../features/prompts/prompt-rows';

/** Settings key: the seeded prompts carry their collection (migration 0012). */
export const SEED_SOURCES_KEY = 'seed_sources_at';

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

/** How much of a prompt the preview backfill reads (code points; the preview reads less). */
const PREVIEW_READ = PREVIEW_SCAN_LENGTH;

/**
 * Card previews, formats and lengths (migration 0013) of the prompts written before them,
 * in id order, `BATCH` rows a statement: only the start of each text is read, found through
 * the partial index of rows still missing a preview (empty once done, so later starts cost
 * one index probe). Every write path stores these columns itself.
 */
export async function backfillPreviews(db: Database, log: (line: string) => void = () => {}): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const result = await db.execute(sql`
      select id, left(content, ${PREVIEW_READ}) as head, char_length(content) as length
      from prompts where preview is null and id > ${after} order by id limit ${BATCH}`);
    const rows = result.rows as { id: number | string; head: string; length: number | string }[];
    if (rows.length === 0) return total;
    const ids = rows.map((r) => Number(r.id));
    await db.execute(sql`
      update prompts p set preview = u.preview, format = u.format, content_length = u.length
      from unnest(${sql.param(ids)}::int[], ${sql.param(rows.map((r) => previewText(r.head)))}::text[],
        ${sql.param(rows.map((r) => detectFormat(r.head)))}::text[], ${sql.param(rows.map((r) => Number(r.length)))}::int[])
        as u(id, preview, format, length)
      where p.id = u.id`);
    total += rows.length;
    after = ids[ids.length - 1]!;
    if (total % (BATCH * 20) === 0) log(`wrote the card previews of ${total} prompts`);
  }
}

/**
 * Credits prompts seeded before migration 0012 to their collection: an anonymous prompt whose
 * title and text are a seed item's gets that item's source. Runs once per database (a setting
 * remembers it); a database seeded since then has its sources from the seed itself.
 */
export async function backfillSeedSources(db: Database, source?: AsyncIterable<SeedPrompt>): Promise<number> {
  const done = await db.execute(sql`select
    exists (select 1 from settings where key = ${SEED_SOURCES_KEY}) as done,
    exists (select 1 from settings where key = 'seeded_at') as seeded`);
  const flags = done.rows[0] as { done: boolean; seeded: boolean };
  if (flags.done || !flags.seeded) return 0;
  const titles: string[] = [];
  const hashes: string[] = [];
  const sources: string[] = [];
  for await (const item of source ?? readSeedPrompts()) {
    titles.push(item.title);
    hashes.push(createHash('md5').update(item.content, 'utf8').digest('hex'));
    sources.push(item.source);
  }
  let credited = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < titles.length; i += BATCH) {
      const slice = (values: string[]) => textArray(values.slice(i, i + BATCH));
      const result = await tx.execute(sql`
        update prompts p set source = s.source
        from unnest(${slice(titles)}, ${slice(hashes)}, ${slice(sources)}) as s(title, hash, source)
        where p.user_id is null and p.source is null and p.title = s.title and md5(p.content) = s.hash`);
      credited += Number(
        (result as { rowCount?: number | null }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0,
      );
    }
    await tx.execute(sql`
      insert into settings (key, value) values (${SEED_SOURCES_KEY}, ${JSON.stringify(new Date().toISOString())}::jsonb)
      on conflict (key) do nothing`);
  });
  return credited;
}
