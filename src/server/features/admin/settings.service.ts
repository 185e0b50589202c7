/**
 * Site settings (name, tagline, sign-up open, email verification required), one JSON row in
 * the settings table. Read through a short per-process cache, so better-auth's hooks can ask on
 * every sign-up and sign-in; a change made by this process clears its cache at once, other
 * processes see it within SETTINGS_CACHE_MS.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, settings } from '../../db/schema';
import { perDatabase } from '../../db/typed-sql';
import { PRODUCT_NAME, TAGLINE } from '../../../shared/constants';
import type { SiteSettings, SiteSettingsUpdate } from '../../../shared/admin-schemas';
import { logger } from '../../lib/logger';

export const SETTINGS_KEY = 'site';
export const SETTINGS_CACHE_MS = 5_000;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: PRODUCT_NAME,
  tagline: TAGLINE,
  signUpOpen: true,
  requireEmailVerification: false,
};

const cache = new WeakMap<Database, { value: SiteSettings; at: number }>();

function parseStored(value: unknown): Partial<SiteSettings> {
  const obj = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return obj && typeof obj === 'object' ? (obj as Partial<SiteSettings>) : {};
}

/** Read on every page load (the shell embeds the site's name): a prepared statement. */
const settingsStatement = perDatabase((db) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare('site_settings'),
);

export async function getSiteSettings(db: Database, maxAgeMs = SETTINGS_CACHE_MS): Promise<SiteSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
  const [row] = await settingsStatement(db).execute({ key: SETTINGS_KEY });
  const value = { ...DEFAULT_SITE_SETTINGS, ...(row ? parseStored(row.value) : {}) };
  cache.set(db, { value, at: Date.now() });
  return value;
}

/** Merges the changes into the stored settings (row locked, so two admins never lose a field). */
/** The site's name for emails and the like; the default name when the settings cannot be read. */
export async function siteNameFor(db: Database): Promise<string> {
  try {
    return (await getSiteSettings(db)).siteName;
  } catch (error) {
    logger().error({ err: error }, '[settings] could not read the site name');
    return DEFAULT_SITE_SETTINGS.siteName;
  }
}

export async function updateSiteSettings(
  db: Database,
  changes: SiteSettingsUpdate,
): Promise<{ before: SiteSettings; after: SiteSettings }> {
  const out = await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: SETTINGS_KEY, value: sql`'{}'::jsonb` })
      .onConflictDoNothing({ target: settings.key });
    const [stored] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, SETTINGS_KEY))
      .for('update');
    const before = { ...DEFAULT_SITE_SETTINGS, ...parseStored(stored!.value) };
    const after: SiteSettings = { ...before };
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(after, { [key]: value });
    await tx
      .update(settings)
      .set({ value: after, updatedAt: sql`now()` })
      .where(eq(settings.key, SETTINGS_KEY));
    return { before, after };
  });
  cache.delete(db);
  return out;
}

/** Sign-up is allowed while it is open, and always for an address an admin invited. */
export async function isSignUpAllowed(db: Database, email: string): Promise<boolean> {
  if ((await getSiteSettings(db)).signUpOpen) return true;
  const invited = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(sql`lower(${invitations.email}) = ${email.trim().toLowerCase()} and ${invitations.expiresAt} > now()`)
    .limit(1);
  return invited.length > 0;
}
