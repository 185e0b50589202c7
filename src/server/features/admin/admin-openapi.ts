/** Response shapes of the admin API for the OpenAPI document (types in src/shared/admin-schemas.ts). */
import { z } from '@hono/zod-openapi';

export const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.enum(['user', 'admin', 'super_admin']),
    banned: z.boolean(),
    banReason: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('AdminUser');

export const AdminAdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string().openapi({ description: 'Sanitized HTML or text' }),
    type: z.enum(['text', 'display']),
    position: z.enum(['top', 'bottom', 'sidebar', 'inline']),
    active: z.boolean().openapi({ description: 'Always equal to isActive (a generated column)' }),
    isActive: z.boolean(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    clickCount: z.number().int(),
    viewCount: z.number().int(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AdminAd');

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
    remappedCategories: z.number().int().openapi({ description: 'Rows whose unknown category was imported as other' }),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    error: z.string().nullable(),
  })
  .openapi('ImportStatus');

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
  .openapi('AdminStats');

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.string(), email: z.string(), username: z.string() }).nullable(),
    action: z.string().openapi({ example: 'prompt.delete' }),
    targetType: z.string(),
    targetId: z.string().nullable(),
    details: z.unknown(),
    createdAt: z.string(),
  })
  .openapi('AuditEntry');

export const SiteSettingsSchema = z
  .object({
    siteName: z.string(),
    tagline: z.string(),
    signUpOpen: z.boolean(),
    requireEmailVerification: z.boolean(),
    emailDelivery: z.boolean().openapi({ description: 'True with SMTP: verification is then always required' }),
  })
  .openapi('SiteSettings');
