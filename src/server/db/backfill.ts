/**
 * Derived columns added after rows already existed are filled by the app (they need the
 * JavaScript tokenizer, so SQL migrations cannot compute them). Runs at start-up, in batches.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from './client';
import { prompts, settings } from './schema';
import { decode, firstRowOf, numberSql } from './typed-sql';
import { searchDocument } from '../lib/search-text';
import { categoryName } from '../../shared/constants';
import { PREVIEW_SCAN_LENGTH, detectFormat, previewText } from '../../shared/prompt-format';
import { createHash } from 'node:crypto';
import { readSeedPrompts, type SeedPrompt } from './seed-data';
import { textArray } from '../features/prompts/prompt-rows';

/** Settings key: the seeded prompts carry their collection (migration 0012). */
export const SEED_SOURCES_KEY = 'seed_sources_at';

/** Settings key: the first-run seed ran on this database (src/server/db/seed.ts). */
export const SEEDED_AT_KEY = 'seeded_at';

const BATCH = 500;

export async function backfillHeadVectors(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ id: prompts.id, title: prompts.title, tags: prompts.tags, category: prompts.category })
      .from(prompts)
      .where(isNull(prompts.headVector))
      .orderBy(prompts.id)
      .limit(BATCH);
    if (rows.length === 0) return total;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const head = searchDocument(row.title);
        const labels = searchDocument(`${row.tags.join(' ')} ${row.category} ${categoryName(row.category)}`);
        await tx
          .update(prompts)
          .set({
            headVector: sql`setweight(to_tsvector('simple', ${head}), 'A') || setweight(to_tsvector('simple', ${labels}), 'B')`,
          })
          .where(eq(prompts.id, row.id));
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
    const rows = await db
      .select({
        id: prompts.id,
        head: sql<string>`left(${prompts.content}, ${PREVIEW_READ})`.mapWith(decode.string),
        length: numberSql(sql`char_length(${prompts.content})`),
      })
      .from(prompts)
      .where(and(isNull(prompts.preview), gt(prompts.id, after)))
      .orderBy(prompts.id)
      .limit(BATCH);
    if (rows.length === 0) return total;
    const ids = rows.map((r) => r.id);
    // One statement a batch: the new values arrive as parallel arrays, joined by id.
    await db
      .update(prompts)
      .set({ preview: sql`u.preview`, format: sql`u.format`, contentLength: sql`u.length` })
      .from(
        sql`unnest(${sql.param(ids)}::int[], ${sql.param(rows.map((r) => previewText(r.head)))}::text[],
        ${sql.param(rows.map((r) => detectFormat(r.head)))}::text[], ${sql.param(rows.map((r) => r.length))}::int[])
        as u(id, preview, format, length)`,
      )
      .where(eq(prompts.id, sql`u.id`));
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
  const hasSetting = (key: string) => sql`exists (select 1 from ${settings} where ${settings.key} = ${key})`;
  const flags = (await firstRowOf(
    db,
    sql`select ${hasSetting(SEED_SOURCES_KEY)} as done, ${hasSetting(SEEDED_AT_KEY)} as seeded`,
    { done: decode.boolean, seeded: decode.boolean },
  ))!;
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
      const result = await tx
        .update(prompts)
        .set({ source: sql`s.source` })
        .from(sql`unnest(${slice(titles)}, ${slice(hashes)}, ${slice(sources)}) as s(title, hash, source)`)
        .where(
          and(
            isNull(prompts.userId),
            isNull(prompts.source),
            eq(prompts.title, sql`s.title`),
            sql`md5(${prompts.content}) = s.hash`,
          ),
        );
      credited += Number(
        (result as { rowCount?: number | null }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0,
      );
    }
    await tx
      .insert(settings)
      .values({ key: SEED_SOURCES_KEY, value: new Date().toISOString() })
      .onConflictDoNothing({ target: settings.key });
  });
  return credited;
}
