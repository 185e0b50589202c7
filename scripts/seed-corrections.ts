/**
 * Generates drizzle/0014_seed_corrections.sql (decision 015): what a database seeded before
 * the 2026-11-23 seed refresh needs to look like one seeded after it.
 *
 * 1. Tags: prompts.chat's type `text` is no longer a tag (the source data re-tagged those rows
 *    with topics). Each seeded row whose tags are still the old ones gets the new tags, a new
 *    head vector and its search vector's label words swapped (the lexemes to remove and to add
 *    are computed here, with PostgreSQL's own parser in PGlite, because the search document of
 *    the content is built in JavaScript).
 * 2. Duplicates: the seed now leaves out the same title twice and near-duplicates by the
 *    duplicate check (src/server/db/seed-data.ts). Each such row is deleted when nobody touched
 *    it (no ratings, comments, list items or edits) and the prompt it duplicates is still there.
 *
 * Rows are matched by title and md5 of the content, and only among anonymous prompts. The app
 * never runs this script or reads the source data: it writes the SQL file, which is committed.
 *
 *   npx tsx scripts/seed-corrections.ts [old-commit]
 *
 * `old-commit` is a commit whose seed/ holds the files before the refresh (default below).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { SEED_FILES, readSeedPrompts, type SeedPrompt } from '../src/server/db/seed-data';
import { searchDocument } from '../src/server/lib/search-text';
import { categoryName } from '../src/shared/constants';

const OLD_COMMIT = process.argv[2] ?? 'cdbbf1d42d5e70ba47c5cec2263c8a4507d31354';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'drizzle/0014_seed_corrections.sql');

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const idOf = (p: SeedPrompt) => `${p.source}\u0000${p.title}\u0000${p.content}`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: string[]) =>
  values.length ? `ARRAY[${values.map(quote).join(',')}]::text[]` : `'{}'::text[]`;
const labelsOf = (p: SeedPrompt) => searchDocument(`${p.tags.join(' ')} ${p.category} ${categoryName(p.category)}`);

/** The seed files as they were at `OLD_COMMIT`, copied to a temporary folder. */
function oldSeedFiles(dir: string): string[] {
  return SEED_FILES.map((file) => {
    const name = basename(file);
    const out = join(dir, name);
    writeFileSync(out, execFileSync('git', ['show', `${OLD_COMMIT}:seed/${name}`], { cwd: ROOT, maxBuffer: 1 << 28 }));
    return out;
  });
}

/** The old seed: curated, without exact duplicates (the rule before decision 015). */
async function readOldSeed(files: string[]): Promise<SeedPrompt[]> {
  const out: SeedPrompt[] = [];
  for await (const p of readSeedPrompts(files, { onDuplicate: (item, d) => d.reason !== 'exact' && out.push(item) }))
    out.push(p);
  return out;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'seed-corrections-'));
  const pg = await PGlite.create();
  try {
    const oldSeed = await readOldSeed(oldSeedFiles(dir));
    const newById = new Map<string, SeedPrompt>();
    const dropped: { item: SeedPrompt; of: SeedPrompt; reason: string }[] = [];
    const onDuplicate = (item: SeedPrompt, d: { of: SeedPrompt | null; reason: string }) => {
      if (d.of) dropped.push({ item, of: d.of, reason: d.reason });
    };
    for await (const p of readSeedPrompts(SEED_FILES, { onDuplicate })) newById.set(idOf(p), p);
    // Tags of the items the new seed leaves out, to correct them too if they cannot be deleted.
    const newTags = new Map<string, SeedPrompt>([...newById]);
    for (const d of dropped) newTags.set(idOf(d.item), d.item);

    const lexemes = async (doc: string) =>
      (await pg.query<{ l: string[] }>(`select tsvector_to_array(strip(to_tsvector('simple', $1))) as l`, [doc]))
        .rows[0]!.l;

    const retag: string[] = [];
    for (const before of oldSeed) {
      const after = newTags.get(idOf(before));
      if (!after) throw new Error(`${before.source}: "${before.title}" is in the old seed but not in the new files`);
      if (after.tags.join(';') === before.tags.join(';') && after.category === before.category) continue;
      const head = searchDocument(before.title);
      const body = searchDocument(before.content);
      const oldLexemes = new Set(await lexemes(`${head} ${labelsOf(before)} ${body}`));
      const newLexemes = new Set(await lexemes(`${head} ${labelsOf(after)} ${body}`));
      const drop = [...oldLexemes].filter((l) => !newLexemes.has(l)).sort();
      const add = [...newLexemes].filter((l) => !oldLexemes.has(l)).sort();
      retag.push(
        `  (${quote(before.title)}, ${quote(md5(before.content))}, ${textArray(before.tags)}, ${textArray(after.tags)}, ${quote(head)}, ${quote(labelsOf(after))}, ${textArray(drop)}, ${textArray(add)})`,
      );
    }

    const removals = dropped.map(
      ({ item, of }) =>
        `  (${quote(item.title)}, ${quote(md5(item.content))}, ${quote(of.title)}, ${quote(md5(of.content))})`,
    );

    const sql = `-- Seed corrections (docs/decisions/015-seed-corrections.md). GENERATED by
-- scripts/seed-corrections.ts from the seed files before (commit ${OLD_COMMIT.slice(0, 12)}) and after
-- the 2026-11-23 refresh: edit the script, not this file. Only databases that were seeded change,
-- and only anonymous rows still holding the seeded title, text and (for tags) old tags.
--
-- 1. ${retag.length} seeded prompts lose prompts.chat's type \`text\` as a tag and get topic tags; the
--    head vector is rebuilt and the search vector's label words are swapped (tag_counts follows
--    through its trigger).
UPDATE "prompts" p SET
  "tags" = v.new_tags,
  "head_vector" = setweight(to_tsvector('simple', v.head_doc), 'A') || setweight(to_tsvector('simple', v.labels_doc), 'B'),
  "search_vector" = strip(ts_delete(p.search_vector, v.drop_lexemes) || array_to_tsvector(v.add_lexemes))
FROM (VALUES
${retag.join(',\n')}
) AS v(title, content_md5, old_tags, new_tags, head_doc, labels_doc, drop_lexemes, add_lexemes)
WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'seeded_at')
  AND p.user_id IS NULL AND p.title = v.title AND p.tags = v.old_tags AND md5(p.content) = v.content_md5;
--> statement-breakpoint
-- 2. ${removals.length} seeded duplicates (the same title again, or similarity >= 0.8 by the duplicate
--    check) are removed when nobody touched them and the prompt they duplicate is still there.
DELETE FROM "prompts" p
USING (VALUES
${removals.join(',\n')}
) AS v(title, content_md5, kept_title, kept_md5)
WHERE EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'seeded_at')
  AND p.user_id IS NULL AND p.version = 1 AND p.rating_count = 0 AND p.comment_count = 0
  AND p.title = v.title AND md5(p.content) = v.content_md5
  AND NOT EXISTS (SELECT 1 FROM "ratings" r WHERE r.prompt_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM "comments" c WHERE c.prompt_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM "saved_prompts" s WHERE s.prompt_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM "prompt_versions" pv WHERE pv.prompt_id = p.id)
  AND EXISTS (SELECT 1 FROM "prompts" k WHERE k.id <> p.id AND k.title = v.kept_title AND md5(k.content) = v.kept_md5);
`;
    writeFileSync(OUT, sql);
    console.log(`wrote ${OUT}: ${retag.length} tag corrections, ${removals.length} duplicates`);
  } finally {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
