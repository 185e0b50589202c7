import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ads } from '../../db/schema';
import type { Ad } from '../../../shared/schemas';
import { sanitizeAdHtml } from '../../lib/sanitize';

/** Active ads for a slot: switched on, and today inside their start and end dates. */
export async function listActiveAds(db: Database, position: string, now = new Date()): Promise<Ad[]> {
  const rows = await db
    .select({ id: ads.id, title: ads.title, content: ads.content, type: ads.type, position: ads.position })
    .from(ads)
    .where(
      and(
        sql`${ads.position} = ${position} and ${ads.isActive}`,
        sql`${ads.startDate} <= ${now.toISOString()}::timestamptz`,
        sql`(${ads.endDate} is null or ${ads.endDate} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(20);
  return rows.map((ad) => ({
    id: ad.id,
    title: ad.title,
    // Stored sanitized; sanitized again on the way out in case older rows predate a rule.
    content: sanitizeAdHtml(ad.content),
    type: ad.type,
    position: ad.position,
  }));
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
