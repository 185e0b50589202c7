/** Response shapes of the admin API, written once in src/shared/api/admin.ts. */
export {
  AdminAdSchema,
  AdminStatsSchema,
  AdminUserSchema,
  AuditEntrySchema,
  ImportStatusSchema,
  SearchIndexStatusSchema,
  SiteSettingsSchema,
} from '../../../shared/api/admin';
