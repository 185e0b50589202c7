/** Ad panels for admins: every field of SPEC section 3, persisted; HTML sanitized before it is stored. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
import type { Row } from '../prompts/prompt-rows';
import { recordAudit } from './audit.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const AD_COLUMNS = sql`id, title, content, type, position, active, is_active, start_date, end_date,
  click_count, view_count, created_by, created_at, updated_at`;

function toAdminAd(r: Row): AdminAd {
  return {
    id: Number(r.id),
    title: String(r.title),
    content: String(r.content),
    type: r.type as AdminAd['type'],
    position: r.position as AdminAd['position'],
    active: r.active === true,
    isActive: r.is_active === true,
    startDate: iso(r.start_date),
    endDate: r.end_date ? iso(r.end_date) : null,
    clickCount: Number(r.click_count),
    viewCount: Number(r.view_count),
    createdBy: (r.created_by as string | null) ?? null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
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
  const result = await db.execute(sql`select ${AD_COLUMNS} from ads order by created_at desc, id desc`);
  return (result.rows as Row[]).map(toAdminAd);
}

async function readAd(db: Pick<Database, 'execute'>, id: number): Promise<AdminAd> {
  const result = await db.execute(sql`select ${AD_COLUMNS} from ads where id = ${id}`);
  const row = result.rows[0] as Row | undefined;
  if (!row) throw notFound(id);
  return toAdminAd(row);
}

/** A new ad is active; without an end date it runs 90 days from its creation (SPEC section 9). */
export async function createAd(db: Database, viewer: Viewer, input: AdInput, now = new Date()): Promise<AdminAd> {
  const { title, content } = cleanText(input.title, input.content);
  const start = input.startDate ? new Date(input.startDate) : now;
  const end = input.endDate ? new Date(input.endDate) : new Date(now.getTime() + AD_DEFAULT_DURATION_DAYS * DAY_MS);
  checkWindow(start, end);
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into ads (title, content, type, position, is_active, start_date, end_date, created_by)
      values (${title}, ${content}, ${input.type ?? 'text'}, ${input.position}, true, ${start.toISOString()}::timestamptz,
        ${end.toISOString()}::timestamptz, ${viewer.id})
      returning id`);
    const id = Number((inserted.rows[0] as Row).id);
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

/** Changes the fields sent; the active state stays as it was (SPEC section 4). */
export async function updateAd(db: Database, viewer: Viewer, id: number, changes: AdUpdateInput): Promise<AdminAd> {
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`select ${AD_COLUMNS} from ads where id = ${id} for update`);
    const row = found.rows[0] as Row | undefined;
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
    await tx.execute(sql`
      update ads set title = ${title}, content = ${content}, type = ${changes.type ?? current.type},
        position = ${changes.position ?? current.position}, start_date = ${start.toISOString()}::timestamptz,
        end_date = ${end ? end.toISOString() : null}::timestamptz, updated_at = now()
      where id = ${id}`);
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
    const result = await tx.execute(sql`
      update ads set is_active = not is_active, updated_at = now() where id = ${id} returning is_active`);
    const row = result.rows[0] as Row | undefined;
    if (!row) throw notFound(id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: row.is_active === true ? 'ad.enable' : 'ad.disable',
      targetType: 'ad',
      targetId: id,
    });
    return readAd(tx, id);
  });
}

export async function deleteAd(db: Database, viewer: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const result = await tx.execute(sql`delete from ads where id = ${id} returning title`);
    const row = result.rows[0] as Row | undefined;
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
