import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ads } from '../../db/schema';
import type { Ad } from '../../../shared/schemas';
import { sanitizeAdHtml } from '../../lib/sanitize';

/** Most ads a slot rotates through. */
export const ADS_PER_POSITION = 20;

/**
 * Active ads (switched on, and today inside their start and end dates), newest first: those of
 * one slot, or, without a position, up to ADS_PER_POSITION of every slot in one statement (a
 * page's slots share one request: docs/decisions/020-light-first-page.md).
 */
export async function listActiveAds(db: Database, position: string | null, now = new Date()): Promise<Ad[]> {
  const active = and(
    position === null ? sql`${ads.isActive}` : sql`${ads.position} = ${position} and ${ads.isActive}`,
    sql`${ads.startDate} <= ${now.toISOString()}::timestamptz`,
    sql`(${ads.endDate} is null or ${ads.endDate} > ${now.toISOString()}::timestamptz)`,
  );
  const columns = { id: ads.id, title: ads.title, content: ads.content, type: ads.type, position: ads.position };
  if (position !== null) {
    const rows = await db
      .select(columns)
      .from(ads)
      .where(active)
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(ADS_PER_POSITION);
    return rows.map(servedAd);
  }
  const ranked = db
    .select({
      ...columns,
      createdAt: ads.createdAt,
      rank: sql<number>`row_number() over (partition by ${ads.position} order by ${ads.createdAt} desc, ${ads.id} desc)`.as(
        'rank',
      ),
    })
    .from(ads)
    .where(active)
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      title: ranked.title,
      content: ranked.content,
      type: ranked.type,
      position: ranked.position,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${ADS_PER_POSITION}`)
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
  return rows.map(servedAd);
}

function servedAd(ad: Ad): Ad {
  return {
    id: ad.id,
    title: ad.title,
    // Stored sanitized; sanitized again on the way out in case older rows predate a rule.
    content: sanitizeAdHtml(ad.content),
    type: ad.type,
    position: ad.position,
  };
}
export async function countAdEvent(db: Database, id: number, event: 'view' | 'click'): Promise<boolean> {
  const column = event === 'view' ? ads.viewCount : ads.clickCount;
  const key = event === 'view' ? 'viewCount' : 'clickCount';
  const updated = await db
    .update(ads)
    .set({ [key]: sql`${column} + 1` })
    .where(and(eq(ads.id, id), eq(ads.isActive, true)))
    .returning({ id: ads.id });
  return updated.length > 0;
}
