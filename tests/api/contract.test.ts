/**
 * The endpoint table (src/shared/api/endpoints.ts) against the routes: each entry's method and
 * path is a route, and the route declares the very schemas (answer, body, query) the entry names
 * as types — so the client's types are the server's (docs/decisions/019-typed-api-client.md).
 * The `satisfies` below fails the typecheck when an entry and its schema disagree; the test fails
 * when a route declares another schema object.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createApi } from '../../src/server/app';
import { endpoints, type Endpoints } from '../../src/shared/api/endpoints';
import * as prompts from '../../src/shared/api/prompts';
import * as community from '../../src/shared/api/community';
import * as admin from '../../src/shared/api/admin';
import { UserProfileSchema } from '../../src/shared/api/users';
import * as requests from '../../src/shared/schemas';
import * as adminRequests from '../../src/shared/admin-schemas';
import * as keys from '../../src/shared/api/keys';

type SchemaKeys<S> = { [K in keyof S as S[K] extends z.ZodType ? K : never]-?: S[K] };
type Contract = {
  [K in Exclude<keyof Endpoints, 'authProviders'>]: SchemaKeys<NonNullable<Endpoints[K]['schemas']>>;
};

const contract = {
  listPrompts: { response: prompts.PromptPageSchema, query: requests.ListPromptsQuerySchema },
  createPrompt: { response: prompts.PromptSchema, body: requests.CreatePromptSchema },
  formToken: { response: prompts.FormTokenSchema },
  similarPrompt: { response: prompts.SimilarMatchSchema, body: requests.SimilarPromptQuerySchema },
  getPrompt: { response: prompts.PromptSchema },
  updatePrompt: { response: prompts.PromptSchema, body: requests.UpdatePromptSchema },
  deletePrompt: {},
  relatedPrompts: { response: prompts.RelatedPromptsSchema },
  recordPromptView: {},
  promptVersions: { response: community.PromptVersionsSchema },
  popularTags: { response: prompts.PopularTagsSchema },
  listAds: { response: prompts.AdsSchema },
  recordAdView: {},
  recordAdClick: {},
  getMe: { response: community.MeSchema },
  updateMe: { response: community.MeSchema, body: requests.UpdateMeSchema },
  deleteMe: { body: requests.DeleteMeSchema },
  exportMe: { response: community.AccountExportSchema },
  myPrompts: { response: prompts.PromptPageSchema, query: requests.PageQuerySchema },
  mySavedIds: { response: community.SavedPromptIdsSchema },
  listApiKeys: { response: keys.ApiKeysSchema },
  createApiKey: { response: keys.CreatedApiKeySchema, body: keys.CreateApiKeySchema },
  revokeApiKey: {},
  adminApiKeys: { response: keys.AdminApiKeysSchema },
  adminRevokeApiKey: {},
  getRating: { response: community.RatingSummarySchema },
  ratePrompt: { response: community.RatingSummarySchema, body: requests.RatingSchema },
  listComments: { response: community.CommentPageSchema, query: requests.PageQuerySchema },
  addComment: { response: community.CommentOutSchema, body: requests.CommentSchema },
  deleteComment: {},
  voteComment: { response: community.VoteResultSchema, body: requests.VoteSchema },
  listLists: { response: community.PromptListsSchema },
  createList: { response: community.PromptListSchema, body: requests.ListNameSchema },
  renameList: { response: community.PromptListSchema, body: requests.ListNameSchema },
  deleteList: {},
  listSavedPrompts: { response: community.SavedPromptItemsSchema },
  savePrompt: { response: community.SavedPromptRefSchema, body: requests.SavePromptSchema },
  removeSavedPrompt: {},
  removeSavedPrompts: { response: community.RemovedCountSchema, body: requests.RemoveSavedPromptsSchema },
  userProfile: { response: UserProfileSchema },
  userPrompts: { response: prompts.PromptPageSchema, query: requests.PageQuerySchema },
  site: { response: admin.PublicSiteSchema },
  adminCheck: { response: admin.AdminCheckSchema },
  setupStatus: { response: admin.SetupNeededSchema },
  setupAdmin: { response: admin.SetupResultSchema, body: adminRequests.AdminSetupSchema },
  adminStats: { response: admin.AdminStatsSchema },
  adminPrompts: { response: prompts.PromptPageSchema, query: requests.ListPromptsQuerySchema },
  auditLog: { response: admin.AuditPageSchema, query: adminRequests.AuditQuerySchema },
  adminUsers: { response: admin.AdminUserPageSchema, query: adminRequests.UsersQuerySchema },
  invite: { response: admin.MessageSchema, body: adminRequests.InviteSchema },
  pendingInvitations: { response: admin.PendingInvitationsSchema },
  resendInvitation: { response: admin.PendingInvitationSchema },
  revokeInvitation: {},
  removeUser: {},
  changeRole: { response: admin.AdminUserSchema, body: adminRequests.RoleChangeSchema },
  banUser: { response: admin.AdminUserSchema, body: adminRequests.BanSchema },
  unbanUser: { response: admin.AdminUserSchema },
  adminAds: { response: admin.AdminAdsSchema },
  createAd: { response: admin.AdminAdSchema, body: adminRequests.AdInputSchema },
  updateAd: { response: admin.AdminAdSchema, body: adminRequests.AdUpdateSchema },
  deleteAd: {},
  toggleAd: { response: admin.AdminAdSchema },
  startImport: { response: admin.ImportStatusSchema },
  importStatus: { response: admin.ImportStatusSchema },
  searchIndexStatus: { response: admin.SearchIndexStatusSchema },
  mailQueue: { response: admin.MailQueueSchema },
  retryMail: { response: admin.MessageSchema },
  adminSettings: { response: admin.SiteSettingsSchema },
  updateSettings: { response: admin.SiteSettingsSchema, body: adminRequests.SiteSettingsUpdateSchema },
} satisfies Contract;

type RouteLike = {
  method: string;
  path: string;
  request?: { body?: { content: Record<string, { schema: unknown }> }; query?: unknown };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

function documentedRoutes(): RouteLike[] {
  return createApi()
    .openAPIRegistry.definitions.filter((d) => d.type === 'route')
    .map((d) => d.route as unknown as RouteLike);
}

describe('the endpoint table', () => {
  const routes = documentedRoutes();
  const find = (method: string, path: string) =>
    routes.find((r) => r.method === method.toLowerCase() && r.path === path);

  it.each(Object.entries(contract))('%s: its route declares the same schemas', (name, schemas) => {
    const endpoint = endpoints[name as keyof typeof contract];
    const route = find(endpoint.method, endpoint.path);
    expect(route, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    const success = Object.entries(route!.responses).filter(([status]) => status.startsWith('2'));
    expect(success.length).toBeGreaterThan(0);
    for (const [status, response] of success) {
      const declared = response.content?.['application/json']?.schema;
      if ('response' in schemas) expect(declared, `${name} ${status}`).toBe(schemas.response);
      else expect(declared, `${name} ${status}: no content`).toBeUndefined();
    }
    const body = route!.request?.body?.content['application/json']?.schema;
    expect(body, `${name} body`).toBe('body' in schemas ? schemas.body : undefined);
    if ('query' in schemas) expect(route!.request?.query, `${name} query`).toBe(schemas.query);
  });

  it('covers every documented route but the file downloads (links, not client calls)', () => {
    const inTable = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
    const missing = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((key) => !inTable.has(key));
    expect(missing.sort()).toEqual([
      'GET /admin/imports/{id}/skipped.csv',
      'GET /exports/prompts.csv',
      'GET /exports/prompts.ndjson',
      'GET /prompts/{id}/export',
    ]);
  });
});
