/** Ad panels for admins: every field of docs/product.md#screens-and-routes, persisted; HTML sanitized before it is stored. */
import { desc, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ads } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import { sanitizeAdHtml } from '../../lib/sanitize';
import { AD_DEFAULT_DURATION_DAYS } from '../../../shared/constants';
import {
  MISSING_INFORMATION_MESSAGE,
  type AdInput,
  type AdminAd,
  type AdUpdateInput,
} from '../../../shared/admin-schemas';
import { recordAudit } from './audit.service';

const DAY_MS = 24 * 60 * 60 * 1000;
function toAdminAd(r: typeof ads.$inferSelect): AdminAd {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    type: r.type,
    position: r.position,
    active: r.active === true,
    isActive: r.isActive === true,
    startDate: r.startDate.toISOString(),
    endDate: r.endDate ? r.endDate.toISOString() : null,
    clickCount: r.clickCount,
    viewCount: r.viewCount,
    createdBy: r.createdBy ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const notFound = (id: number) => new AppError('not_found', `Ad ${id} was not found`);

/** Title and content must hold something after trimming, and content after sanitizing too. */
function cleanText(title: string, content: string) {
  const cleanTitle = title.trim();
  const cleanContent = sanitizeAdHtml(content).trim();
  if (!cleanTitle || !cleanContent) throw new AppError('validation_error', MISSING_INFORMATION_MESSAGE);
  return { title: cleanTitle, content: cleanContent };
}

function checkWindow(start: Date, end: Date | null) {
  if (end && end.getTime() <= start.getTime()) {
    throw new AppError('validation_error', 'The end date must be after the start date', {
      endDate: ['The end date must be after the start date'],
    });
  }
}

export async function listAllAds(db: Database): Promise<AdminAd[]> {
  const rows = await db.select().from(ads).orderBy(desc(ads.createdAt), desc(ads.id));
  return rows.map(toAdminAd);
}

async function readAd(db: Pick<Database, 'select'>, id: number): Promise<AdminAd> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  if (!row) throw notFound(id);
  return toAdminAd(row);
}

/** A new ad is active; without an end date it runs 90 days from its creation (docs/product.md#limits-and-constants). */
export async function createAd(db: Database, viewer: Viewer, input: AdInput, now = new Date()): Promise<AdminAd> {
  const { title, content } = cleanText(input.title, input.content);
  const start = input.startDate ? new Date(input.startDate) : now;
  const end = input.endDate ? new Date(input.endDate) : new Date(now.getTime() + AD_DEFAULT_DURATION_DAYS * DAY_MS);
  checkWindow(start, end);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ads)
      .values({
        title,
        content,
        type: input.type ?? 'text',
        position: input.position,
        isActive: true,
        startDate: start,
        endDate: end,
        createdBy: viewer.id,
      })
      .returning({ id: ads.id });
    const id = inserted!.id;
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'ad.create',
      targetType: 'ad',
      targetId: id,
      details: { title },
    });
    return readAd(tx, id);
  });
}

/** Changes the fields sent; the active state stays as it was (docs/product.md#screens-and-routes). */
export async function updateAd(db: Database, viewer: Viewer, id: number, changes: AdUpdateInput): Promise<AdminAd> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!row) throw notFound(id);
    const current = toAdminAd(row);
    const { title, content } = cleanText(changes.title ?? current.title, changes.content ?? current.content);
    const start = changes.startDate ? new Date(changes.startDate) : new Date(current.startDate);
    const end =
      changes.endDate === undefined
        ? current.endDate
          ? new Date(current.endDate)
          : null
        : changes.endDate
          ? new Date(changes.endDate)
          : null;
    checkWindow(start, end);
    await tx
      .update(ads)
      .set({
        title,
        content,
        type: changes.type ?? current.type,
        position: changes.position ?? current.position,
        startDate: start,
        endDate: end,
        updatedAt: sql`now()`,
      })
      .where(eq(ads.id, id));
    // The fields whose value changed (the edit form sends them all).
    const after = {
      title,
      content,
      type: changes.type ?? current.type,
      position: changes.position ?? current.position,
    };
    const fields = [
      ...(Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== current[k]),
      ...(start.getTime() !== new Date(current.startDate).getTime() ? ['startDate'] : []),
      ...((end?.getTime() ?? null) !== (current.endDate ? new Date(current.endDate).getTime() : null)
        ? ['endDate']
        : []),
    ];
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'ad.update',
      targetType: 'ad',
      targetId: id,
      details: { fields },
    });
    return readAd(tx, id);
  });
}

/** Flips is_active; `active` is generated from it, so both change together. */
export async function toggleAd(db: Database, viewer: Viewer, id: number): Promise<AdminAd> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ads)
      .set({ isActive: not(ads.isActive), updatedAt: sql`now()` })
      .where(eq(ads.id, id))
      .returning({ isActive: ads.isActive });
    if (!row) throw notFound(id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: row.isActive ? 'ad.enable' : 'ad.disable',
      targetType: 'ad',
      targetId: id,
    });
    return readAd(tx, id);
  });
}

export async function deleteAd(db: Database, viewer: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ads).where(eq(ads.id, id)).returning({ title: ads.title });
    if (!row) throw notFound(id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'ad.delete',
      targetType: 'ad',
      targetId: id,
      details: { title: row.title },
    });
  });
}
