/**
 * The API's endpoint table: every call the client makes, with the schemas of its answer, body
 * and query (docs/decisions/019-typed-api-client.md). At run time an entry is only its method
 * and path, so the browser's bundle carries two strings per endpoint and no schema; the schemas
 * are attached as types, and tests/api/contract.test.ts checks that each route declares the very
 * schema its entry names.
 */
import type { z } from 'zod';
import type {
  CommentSchema,
  CreatePromptSchema,
  DeleteMeSchema,
  ListNameSchema,
  ListPromptsQuerySchema,
  PageQuerySchema,
  RatingSchema,
  RemoveSavedPromptsSchema,
  SavePromptSchema,
  SimilarPromptQuerySchema,
  UpdateMeSchema,
  UpdatePromptSchema,
  VoteSchema,
} from '../schemas';
import type {
  AdInputSchema,
  AdminSetupSchema,
  AdUpdateSchema,
  AuditQuerySchema,
  BanSchema,
  InviteSchema,
  RoleChangeSchema,
  SiteSettingsUpdateSchema,
  UsersQuerySchema,
} from '../admin-schemas';
import type { AdPosition } from '../constants';
import type {
  AdsSchema,
  FormTokenSchema,
  PopularTagsSchema,
  PromptPageSchema,
  PromptSchema,
  RelatedPromptsSchema,
  SimilarMatchSchema,
} from './prompts';
import type {
  AccountExportSchema,
  CommentOutSchema,
  CommentPageSchema,
  MeSchema,
  PromptListSchema,
  PromptListsSchema,
  PromptVersionsSchema,
  RatingSummarySchema,
  RemovedCountSchema,
  SavedPromptIdsSchema,
  SavedPromptItemsSchema,
  SavedPromptRefSchema,
  VoteResultSchema,
} from './community';
import type { UserProfileSchema } from './users';
import type {
  AdminAdSchema,
  AdminAdsSchema,
  AdminCheckSchema,
  AdminStatsSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AuditPageSchema,
  ImportStatusSchema,
  SearchIndexStatusSchema,
  MailQueueSchema,
  MessageSchema,
  PendingInvitationSchema,
  PendingInvitationsSchema,
  PublicSiteSchema,
  SetupNeededSchema,
  SetupResultSchema,
  SiteSettingsSchema,
} from './admin';
import type { AuthProvidersSchema } from './auth';
import type { AdminApiKeysSchema, ApiKeysSchema, CreateApiKeySchema, CreatedApiKeySchema } from './keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of one endpoint, as types: `response` absent means 204 No Content. */
export type EndpointSchemas = {
  response?: z.ZodType;
  body?: z.ZodType;
  /** A query schema, or the query's type where the route declares it inline. */
  query?: z.ZodType | Record<string, unknown>;
};

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchemas = EndpointSchemas,
> = {
  readonly method: M;
  /** OpenAPI style, relative to /api: `/prompts/{id}`. */
  readonly path: P;
  /** Never set: carries the schemas' types. */
  readonly schemas?: S;
};

type SchemasOf<E> = E extends Endpoint<HttpMethod, string, infer S> ? S : never;
/** The answer's type (what the route's response schema parses to); void for 204. */
export type ResponseOf<E> = SchemasOf<E>['response'] extends z.ZodType ? z.infer<SchemasOf<E>['response']> : void;
/** The body's type, as the client writes it (before the server's transforms). */
export type BodyOf<E> = SchemasOf<E>['body'] extends z.ZodType ? z.input<SchemasOf<E>['body']> : never;
export type QueryOf<E> = SchemasOf<E>['query'] extends z.ZodType
  ? z.input<SchemasOf<E>['query']>
  : SchemasOf<E>['query'] extends Record<string, unknown>
    ? SchemasOf<E>['query']
    : never;
/** `/lists/{id}/prompts/{promptId}` → 'id' | 'promptId'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never;

const define =
  <S extends EndpointSchemas = Record<never, never>>() =>
  <M extends HttpMethod, P extends string>(method: M, path: P): Endpoint<M, P, S> => ({ method, path });

export const endpoints = {
  // ---------- prompts, tags, ads ----------
  listPrompts: define<{ response: typeof PromptPageSchema; query: typeof ListPromptsQuerySchema }>()('GET', '/prompts'),
  createPrompt: define<{ response: typeof PromptSchema; body: typeof CreatePromptSchema }>()('POST', '/prompts'),
  formToken: define<{ response: typeof FormTokenSchema }>()('GET', '/prompts/form-token'),
  similarPrompt: define<{ response: typeof SimilarMatchSchema; body: typeof SimilarPromptQuerySchema }>()(
    'POST',
    '/prompts/similar',
  ),
  getPrompt: define<{ response: typeof PromptSchema }>()('GET', '/prompts/{id}'),
  updatePrompt: define<{ response: typeof PromptSchema; body: typeof UpdatePromptSchema }>()('PATCH', '/prompts/{id}'),
  deletePrompt: define()('DELETE', '/prompts/{id}'),
  relatedPrompts: define<{ response: typeof RelatedPromptsSchema }>()('GET', '/prompts/{id}/related'),
  recordPromptView: define()('POST', '/prompts/{id}/views'),
  promptVersions: define<{ response: typeof PromptVersionsSchema }>()('GET', '/prompts/{id}/versions'),
  popularTags: define<{ response: typeof PopularTagsSchema; query: { limit?: number } }>()('GET', '/tags/popular'),
  listAds: define<{ response: typeof AdsSchema; query: { position?: AdPosition } }>()('GET', '/ads'),
  recordAdView: define()('POST', '/ads/{id}/views'),
  recordAdClick: define()('POST', '/ads/{id}/clicks'),

  // ---------- account ----------
  getMe: define<{ response: typeof MeSchema }>()('GET', '/me'),
  updateMe: define<{ response: typeof MeSchema; body: typeof UpdateMeSchema }>()('PATCH', '/me'),
  deleteMe: define<{ body: typeof DeleteMeSchema }>()('DELETE', '/me'),
  exportMe: define<{ response: typeof AccountExportSchema }>()('GET', '/me/export'),
  myPrompts: define<{ response: typeof PromptPageSchema; query: typeof PageQuerySchema }>()('GET', '/me/prompts'),
  mySavedIds: define<{ response: typeof SavedPromptIdsSchema }>()('GET', '/me/saved'),

  // ---------- API keys ----------
  listApiKeys: define<{ response: typeof ApiKeysSchema }>()('GET', '/me/api-keys'),
  createApiKey: define<{ response: typeof CreatedApiKeySchema; body: typeof CreateApiKeySchema }>()(
    'POST',
    '/me/api-keys',
  ),
  revokeApiKey: define()('DELETE', '/me/api-keys/{id}'),
  adminApiKeys: define<{ response: typeof AdminApiKeysSchema; query: { q?: string } }>()('GET', '/admin/api-keys'),
  adminRevokeApiKey: define()('DELETE', '/admin/api-keys/{id}'),

  // ---------- ratings and comments ----------
  getRating: define<{ response: typeof RatingSummarySchema }>()('GET', '/prompts/{id}/rating'),
  ratePrompt: define<{ response: typeof RatingSummarySchema; body: typeof RatingSchema }>()(
    'PUT',
    '/prompts/{id}/rating',
  ),
  listComments: define<{ response: typeof CommentPageSchema; query: typeof PageQuerySchema }>()(
    'GET',
    '/prompts/{id}/comments',
  ),
  addComment: define<{ response: typeof CommentOutSchema; body: typeof CommentSchema }>()(
    'POST',
    '/prompts/{id}/comments',
  ),
  deleteComment: define()('DELETE', '/comments/{id}'),
  voteComment: define<{ response: typeof VoteResultSchema; body: typeof VoteSchema }>()('PUT', '/comments/{id}/vote'),

  // ---------- lists ----------
  listLists: define<{ response: typeof PromptListsSchema }>()('GET', '/lists'),
  createList: define<{ response: typeof PromptListSchema; body: typeof ListNameSchema }>()('POST', '/lists'),
  renameList: define<{ response: typeof PromptListSchema; body: typeof ListNameSchema }>()('PATCH', '/lists/{id}'),
  deleteList: define()('DELETE', '/lists/{id}'),
  listSavedPrompts: define<{ response: typeof SavedPromptItemsSchema }>()('GET', '/lists/{id}/prompts'),
  savePrompt: define<{ response: typeof SavedPromptRefSchema; body: typeof SavePromptSchema }>()(
    'POST',
    '/lists/{id}/prompts',
  ),
  removeSavedPrompt: define()('DELETE', '/lists/{id}/prompts/{promptId}'),
  removeSavedPrompts: define<{ response: typeof RemovedCountSchema; body: typeof RemoveSavedPromptsSchema }>()(
    'POST',
    '/lists/{id}/prompts/remove',
  ),

  // ---------- profiles and site ----------
  userProfile: define<{ response: typeof UserProfileSchema }>()('GET', '/users/{username}'),
  userPrompts: define<{ response: typeof PromptPageSchema; query: typeof PageQuerySchema }>()(
    'GET',
    '/users/{username}/prompts',
  ),
  site: define<{ response: typeof PublicSiteSchema }>()('GET', '/site'),
  /** Not in /api/openapi.json: a plain Hono route beside better-auth (src/server/auth). */
  authProviders: define<{ response: typeof AuthProvidersSchema }>()('GET', '/auth-providers'),

  // ---------- admin ----------
  adminCheck: define<{ response: typeof AdminCheckSchema }>()('GET', '/admin/check'),
  setupStatus: define<{ response: typeof SetupNeededSchema }>()('GET', '/admin/setup'),
  setupAdmin: define<{ response: typeof SetupResultSchema; body: typeof AdminSetupSchema }>()('POST', '/admin/setup'),
  adminStats: define<{ response: typeof AdminStatsSchema }>()('GET', '/admin/stats'),
  adminPrompts: define<{ response: typeof PromptPageSchema; query: typeof ListPromptsQuerySchema }>()(
    'GET',
    '/admin/prompts',
  ),
  auditLog: define<{ response: typeof AuditPageSchema; query: typeof AuditQuerySchema }>()('GET', '/admin/audit-log'),
  adminUsers: define<{ response: typeof AdminUserPageSchema; query: typeof UsersQuerySchema }>()('GET', '/admin/users'),
  invite: define<{ response: typeof MessageSchema; body: typeof InviteSchema }>()('POST', '/admin/invitations'),
  pendingInvitations: define<{ response: typeof PendingInvitationsSchema }>()('GET', '/admin/invitations'),
  resendInvitation: define<{ response: typeof PendingInvitationSchema; params: { id: number } }>()(
    'POST',
    '/admin/invitations/{id}/resend',
  ),
  revokeInvitation: define()('DELETE', '/admin/invitations/{id}'),
  removeUser: define()('DELETE', '/admin/users/{id}'),
  changeRole: define<{ response: typeof AdminUserSchema; body: typeof RoleChangeSchema }>()(
    'PATCH',
    '/admin/users/{id}/role',
  ),
  banUser: define<{ response: typeof AdminUserSchema; body: typeof BanSchema }>()('POST', '/admin/users/{id}/ban'),
  unbanUser: define<{ response: typeof AdminUserSchema }>()('POST', '/admin/users/{id}/unban'),
  adminAds: define<{ response: typeof AdminAdsSchema }>()('GET', '/admin/ads'),
  createAd: define<{ response: typeof AdminAdSchema; body: typeof AdInputSchema }>()('POST', '/admin/ads'),
  updateAd: define<{ response: typeof AdminAdSchema; body: typeof AdUpdateSchema }>()('PATCH', '/admin/ads/{id}'),
  deleteAd: define()('DELETE', '/admin/ads/{id}'),
  toggleAd: define<{ response: typeof AdminAdSchema }>()('POST', '/admin/ads/{id}/toggle'),
  /** The CSV file is the raw body (text/csv): sent with XMLHttpRequest for its upload progress. */
  startImport: define<{ response: typeof ImportStatusSchema; query: { fileName?: string } }>()(
    'POST',
    '/admin/imports',
  ),
  importStatus: define<{ response: typeof ImportStatusSchema }>()('GET', '/admin/imports/{id}'),
  searchIndexStatus: define<{ response: typeof SearchIndexStatusSchema }>()('GET', '/admin/search-index'),
  mailQueue: define<{ response: typeof MailQueueSchema; query: { status?: 'pending' | 'failed' } }>()(
    'GET',
    '/admin/mail',
  ),
  retryMail: define<{ response: typeof MessageSchema; params: { id: number } }>()('POST', '/admin/mail/{id}/retry'),
  adminSettings: define<{ response: typeof SiteSettingsSchema }>()('GET', '/admin/settings'),
  updateSettings: define<{ response: typeof SiteSettingsSchema; body: typeof SiteSettingsUpdateSchema }>()(
    'PATCH',
    '/admin/settings',
  ),
} as const;

export type Endpoints = typeof endpoints;
