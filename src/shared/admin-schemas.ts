/**
 * The admin API contract (issue 4): request schemas shared by the admin screens and the
 * /api/admin routes, the exact docs/product.md texts they answer with, and the response types.
 */
import { z } from 'zod';
import { AD_POSITIONS, AD_TYPES } from './constants';
import { UsernameSchema } from './usernames';
import { PageQuerySchema } from './schemas';
export { SIGN_UP_CLOSED_MESSAGE } from './constants';

export const ACCESS_DENIED_MESSAGE = "Access Denied – You don't have permission to access this page.";
export const ADMIN_EXISTS_MESSAGE = 'Admin user already exists';
export const INVALID_EMAIL_MESSAGE = 'Invalid email';
export const INVITATION_SENT_MESSAGE = 'Invitation sent';
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found (accepted or revoked already)';
export const USER_REMOVED_MESSAGE = 'User removed';
export const CANNOT_DELETE_SUPER_ADMIN_MESSAGE = 'Cannot delete super admin';
export const MISSING_INFORMATION_MESSAGE = 'Missing information';
export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type';
export const NO_FILE_SELECTED_MESSAGE = 'No file selected';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Email not verified. Follow the link in the verification email first.';

/** CSV import: the columns a file must have (docs/product.md#screens-and-routes), and the upload limit. */
export const IMPORT_REQUIRED_HEADERS = ['title', 'content', 'category', 'tags'] as const;
export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;

export const ADMIN_PASSWORD_MIN = 8;
export const ADMIN_PASSWORD_MAX = 128;

export const AdminSetupSchema = z
  .object({
    email: z.email('Enter a valid email address').max(254),
    password: z
      .string({ error: 'password is required' })
      .min(ADMIN_PASSWORD_MIN, `The password must be at least ${ADMIN_PASSWORD_MIN} characters`)
      .max(ADMIN_PASSWORD_MAX, `The password must be at most ${ADMIN_PASSWORD_MAX} characters`),
    username: UsernameSchema.optional().or(z.literal('')),
  })
  .strict();
export type AdminSetupInput = z.input<typeof AdminSetupSchema>;

/** Only the @ is checked here (docs/product.md: Invalid email), the rest by the service. */
export const InviteSchema = z.object({ email: z.string({ error: INVALID_EMAIL_MESSAGE }).trim().max(254) }).strict();
export type InviteInput = z.input<typeof InviteSchema>;

export const RoleChangeSchema = z
  .object({ role: z.enum(['user', 'admin'], { error: () => 'role must be user or admin' }) })
  .strict();
export const BanSchema = z.object({ reason: z.string().trim().max(500).optional() }).strict();

export const UsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(300, 'Invalid cursor').optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

const dateText = z.iso
  .datetime({ offset: true, message: 'Use an ISO date such as 2026-01-31T00:00:00Z' })
  // An offset can push 9999-12-31 into year 10000, which no date column stores.
  .refine((text) => {
    const year = new Date(text).getUTCFullYear();
    return year >= 1970 && year <= 9999;
  }, 'Use a date between the years 1970 and 9999');

const adFields = {
  title: z.string({ error: MISSING_INFORMATION_MESSAGE }).max(200),
  content: z.string({ error: MISSING_INFORMATION_MESSAGE }).max(20_000),
  type: z.enum(AD_TYPES, { error: () => `type must be one of: ${AD_TYPES.join(', ')}` }),
  position: z.enum(AD_POSITIONS, { error: () => `position must be one of: ${AD_POSITIONS.join(', ')}` }),
  startDate: dateText,
  endDate: dateText.nullable(),
};

/** Title and content may arrive empty: the service answers Missing information for them. */
export const AdInputSchema = z
  .object({
    ...adFields,
    type: adFields.type.default('text'),
    startDate: adFields.startDate.optional(),
    endDate: adFields.endDate.optional(),
  })
  .strict();
export type AdInput = z.input<typeof AdInputSchema>;
/** No defaults here: a field left out of an edit keeps its value. */
export const AdUpdateSchema = z.object(adFields).partial().strict();
export type AdUpdateInput = z.input<typeof AdUpdateSchema>;

export const SiteSettingsUpdateSchema = z
  .object({
    siteName: z.string().trim().min(1, 'siteName is required').max(100),
    tagline: z.string().trim().max(200),
    signUpOpen: z.boolean(),
    requireEmailVerification: z.boolean(),
  })
  .partial()
  .strict();
export type SiteSettingsUpdate = z.input<typeof SiteSettingsUpdateSchema>;

// Response types: written once in src/shared/api/admin.ts.
export type {
  AdminAd,
  AdminStats,
  AdminUser,
  AuditEntry,
  ImportStatus,
  PublicSite,
  SearchIndexStatus,
  SiteSettings,
  SiteSettingsView,
} from './api/admin';

const AuditDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date such as 2026-03-05`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${name} must be a real date`)
    .optional();

/** GET /api/admin/audit-log: a page, narrowed by action, by who acted, and by day (UTC, both ends included). */
export const AuditQuerySchema = PageQuerySchema.extend({
  action: z
    .string()
    .max(50, 'action is at most 50 characters')
    .regex(/^[a-z_.]*$/, 'action is a name such as prompt.delete')
    .optional(),
  actor: z.string().trim().max(254, 'actor is at most 254 characters').optional(),
  from: AuditDate('from'),
  to: AuditDate('to'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type AuditQuery = z.input<typeof AuditQuerySchema>;
