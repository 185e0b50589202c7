import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Ad } from '../../../shared/schemas';
import { sanitizeAdHtml } from '../../lib/sanitize';

/** Active ads for a slot: switched on, and today inside their start and end dates. */
export async function listActiveAds(db: Database, position: string, now = new Date()): Promise<Ad[]> {
  const result = await db.execute(sql`
    select id, title, content, type, position from ads
    where position = ${position} and is_active
      and start_date <= ${now.toISOString()}::timestamptz
      and (end_date is null or end_date > ${now.toISOString()}::timestamptz)
    order by created_at desc, id desc
    limit 20`);
  return (result.rows as Ad[]).map((ad) => ({
    id: Number(ad.id),
    title: ad.title,
    // Stored sanitized; sanitized again on the way out in case older rows predate a rule.
    content: sanitizeAdHtml(ad.content),
    type: ad.type,
    position: ad.position,
  }));
}

export async function countAdEvent(db: Database, id: number, event: 'view' | 'click'): Promise<boolean> {
  const column = event === 'view' ? sql`view_count` : sql`click_count`;
  const result = await db.execute(
    sql`update ads set ${column} = ${column} + 1 where id = ${id} and is_active returning id`,
  );
  return result.rows.length > 0;
}
