/**
 * Response shapes of the admin API (docs/decisions/010-admin-api.md), written once for the
 * routes, the OpenAPI document and the admin screens.
 */
import { z } from 'zod';
import { AD_POSITIONS, AD_TYPES, ROLES } from '../constants';

export const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
    banned: z.boolean(),
    banReason: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = z.object({ items: z.array(AdminUserSchema), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const MessageSchema = z.object({ message: z.string() });

export const PendingInvitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    invitedBy: z.object({ id: z.string(), username: z.string() }).nullable(),
    sentAt: z.string(),
    expiresAt: z.string(),
    expired: z.boolean().meta({ description: 'Past expiresAt: sign-up while closed is refused until it is resent' }),
  })
  .meta({ id: 'PendingInvitation' });
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;
export const PendingInvitationsSchema = z.object({ items: z.array(PendingInvitationSchema) });
export type PendingInvitations = z.infer<typeof PendingInvitationsSchema>;

export const AdminAdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string().meta({ description: 'Sanitized HTML or text' }),
    type: z.enum(AD_TYPES),
    position: z.enum(AD_POSITIONS),
    active: z.boolean().meta({ description: 'Always equal to isActive (a generated column)' }),
    isActive: z.boolean(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    clickCount: z.number().int(),
    viewCount: z.number().int(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminAd' });
export type AdminAd = z.infer<typeof AdminAdSchema>;
export const AdminAdsSchema = z.object({ ads: z.array(AdminAdSchema) });

export const ImportStatusSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    status: z.enum(['running', 'done', 'failed']),
    totalBytes: z.number().int(),
    processedBytes: z.number().int(),
    processedRows: z.number().int(),
    importedRows: z.number().int(),
    skippedRows: z.number().int(),
    remappedCategories: z.number().int().meta({ description: 'Rows whose unknown category was imported as other' }),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ImportStatus' });
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** Imported prompts whose content words the background indexer has still to make searchable (decision 023). */
export const SearchIndexStatusSchema = z
  .object({
    pendingPrompts: z.number().int().meta({
      description: 'Imported prompts found by title, tags and category but not yet by the words of their content',
    }),
    indexedPrompts: z.number().int().meta({
      description: 'Prompts indexed since the queue was last empty (0 when it is empty), for "Indexing X of Y"',
    }),
    running: z
      .boolean()
      .meta({ description: 'False while an import holds the indexer or when there is nothing to do' }),
  })
  .meta({ id: 'SearchIndexStatus' });
export type SearchIndexStatus = z.infer<typeof SearchIndexStatusSchema>;

export const AdminStatsSchema = z
  .object({
    prompts: z.number().int(),
    users: z.number().int(),
    comments: z.number().int(),
    ratings: z.number().int(),
    recentPrompts: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        createdAt: z.string(),
        category: z.string(),
        tags: z.array(z.string()),
        author: z.object({ username: z.string() }).nullable().optional(),
        source: z.object({ id: z.string(), name: z.string(), url: z.string() }).nullable().optional(),
      }),
    ),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.string(), email: z.string(), username: z.string() }).nullable(),
    action: z.string().meta({ example: 'prompt.delete' }),
    targetType: z.string(),
    targetId: z.string().nullable(),
    details: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({ items: z.array(AuditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const SiteSettingsSchema = z
  .object({
    siteName: z.string(),
    tagline: z.string(),
    signUpOpen: z.boolean(),
    requireEmailVerification: z.boolean(),
    emailDelivery: z.boolean().meta({ description: 'True with SMTP: verification is then always required' }),
  })
  .meta({ id: 'SiteSettings' });
/** The settings as the admin screen reads them (GET /api/admin/settings). */
export type SiteSettingsView = z.infer<typeof SiteSettingsSchema>;
/** The settings as stored: the view without emailDelivery, which comes from the server's mailer. */
export type SiteSettings = Omit<SiteSettingsView, 'emailDelivery'>;

/** GET /api/site: what every page shows and the sign-up form needs. */
export const PublicSiteSchema = z.object({ name: z.string(), tagline: z.string(), signUpOpen: z.boolean() });
export type PublicSite = z.infer<typeof PublicSiteSchema>;

export const AdminCheckSchema = z.object({ isAdmin: z.boolean(), signedIn: z.boolean() });
export const SetupNeededSchema = z.object({ needed: z.boolean() });
export const SetupResultSchema = z.object({ id: z.string(), email: z.string(), signedIn: z.boolean() });

/** One mail in the outbox, as admins see it (no body: it may hold a sign-in link). */
export const OutboxMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(['pending', 'sending', 'sent', 'failed']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().meta({ description: 'When a pending mail is tried next (ISO 8601)' }),
    createdAt: z.string(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** Mail that has not arrived yet (pending, sending) or will not (failed), newest first, with counts. */
export const MailQueueSchema = z
  .object({
    delivery: z.boolean().meta({ description: 'False without SMTP_URL: mail is written to the server log instead' }),
    counts: z.object({
      pending: z.number().int(),
      sending: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }),
    items: z.array(OutboxMailSchema),
  })
  .meta({ id: 'MailQueue' });
export type MailQueue = z.infer<typeof MailQueueSchema>;
