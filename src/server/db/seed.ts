/**
 * First-run demo content: the curated public prompt collections in seed/ and the sample
 * sidebar ad of docs/product.md#screens-and-routes. Runs once per database (a `seeded_at` setting remembers it),
 * so prompts an admin deletes later do not come back.
 */
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { ads, prompts, settings } from './schema';
import { indexedColumns } from '../features/prompts/prompt-rows';
import { readSeedPrompts, type SeedPrompt } from './seed-data';
import { SEEDED_AT_KEY, SEED_SOURCES_KEY } from './backfill';
import { sanitizeAdHtml } from '../lib/sanitize';
import { AD_DEFAULT_DURATION_DAYS } from '../../shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

function shuffleInPlace<T>(items: T[], seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

export async function isSeeded(db: Database): Promise<boolean> {
  const found = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, SEEDED_AT_KEY)).limit(1);
  return found.length > 0;
}

export type SeedOptions = { now?: Date; source?: AsyncIterable<SeedPrompt>; log?: (line: string) => void };

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<{ prompts: number }> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const items: SeedPrompt[] = [];
  for await (const item of options.source ?? readSeedPrompts()) items.push(item);

  // Interleave the collections (a fixed shuffle, so every installation looks the same) and
  // spread creation times over the past year, so the newest page shows a mix of sources.
  shuffleInPlace(items, 20251121);
  const span = 365 * DAY_MS;
  const step = items.length > 1 ? span / (items.length - 1) : 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < items.length; i += BATCH) {
      const rows = items.slice(i, i + BATCH).map((item, j) => {
        const createdAt = new Date(Math.round(now.getTime() - span + (i + j) * step));
        return {
          title: item.title,
          content: item.content,
          category: item.category,
          tags: item.tags,
          // Credited to its collection (src/shared/seed-sources.ts) instead of Anonymous.
          source: item.source,
          createdAt,
          updatedAt: createdAt,
          ...indexedColumns(item),
        };
      });
      await tx.insert(prompts).values(rows);
      if ((i / BATCH) % 10 === 0) log(`seeded ${Math.min(i + BATCH, items.length)} of ${items.length} prompts`);
    }
    await tx.insert(ads).values({
      title: 'Advertise on Prompt Commons',
      content: sanitizeAdHtml(
        '<p><strong>Reach people who build with AI.</strong> Your tool or course in this space, seen by everyone browsing prompts.</p><p><a href="/contact">Get in touch</a></p>',
      ),
      type: 'text',
      position: 'sidebar',
      startDate: now,
      endDate: new Date(now.getTime() + AD_DEFAULT_DURATION_DAYS * DAY_MS),
    });
    await tx
      .insert(settings)
      .values([
        { key: SEEDED_AT_KEY, value: now.toISOString() },
        { key: SEED_SOURCES_KEY, value: now.toISOString() },
      ])
      .onConflictDoNothing({ target: settings.key });
  });
  return { prompts: items.length };
}
