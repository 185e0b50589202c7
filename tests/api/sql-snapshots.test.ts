/**
 * The SQL the services run, checked in (src/server/db/sql-snapshots/, docs/architecture.md
 * "Data access"): each scenario below runs real service calls on a database and records every
 * statement Drizzle sends, so a reviewer sees the SQL of a change and this test fails when the
 * SQL changes without its snapshot. `npx vitest run -u tests/api/sql-snapshots.test.ts`
 * rewrites the files after an intended change.
 *
 * The statements' text does not depend on the engine: the file runs on PGlite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { users } from '../../src/server/db/schema';
import { createTestDatabase } from '../setup/test-db';
import {
  createPrompt,
  findSimilarPrompt,
  getPromptById,
  recordPromptView,
  searchPrompts,
} from '../../src/server/features/prompts/prompts.service';
import { listRelatedPrompts } from '../../src/server/features/prompts/related-prompts.service';
import {
  createList,
  listLists,
  listSavedPromptIds,
  listSavedPrompts,
  removeSavedPrompts,
  renameList,
  savePrompt,
} from '../../src/server/features/lists/lists.service';
import type { Viewer } from '../../src/server/auth/session';
import {
  createComment,
  deleteComment,
  listComments,
  recomputeCommentVotes,
  voteOnComment,
} from '../../src/server/features/comments/comments.service';
import { getRatingSummary, ratePrompt } from '../../src/server/features/ratings/ratings.service';
import { getUserProfile, listUserPrompts } from '../../src/server/features/users/profiles.service';
import { generateUsername, isUsernameTaken } from '../../src/server/features/users/usernames.service';
import { deleteMe, exportMyData, getMe, updateMe } from '../../src/server/features/account/account.service';
import { changeUserRole, listUsers, setUserBanned } from '../../src/server/features/admin/users.service';
import { listAuditLog } from '../../src/server/features/admin/audit.service';
import { getAdminStats } from '../../src/server/features/admin/moderation.service';
import { createAd, deleteAd, listAllAds, toggleAd, updateAd } from '../../src/server/features/admin/ads.service';
import { countAdEvent, listActiveAds } from '../../src/server/features/ads/ads.service';
import { getSiteSettings, isSignUpAllowed, updateSiteSettings } from '../../src/server/features/admin/settings.service';
import { hasAnyAdmin } from '../../src/server/features/admin/setup.service';
import {
  profileExists,
  promptMeta,
  renderProfilesSitemap,
  renderPromptsSitemap,
  renderSitemapIndex,
} from '../../src/server/features/site/site.service';
import { indexedValues, insertPromptRows } from '../../src/server/features/prompts/prompt-rows';
import { listPopularTags } from '../../src/server/features/tags/tags.service';
import { indexSearchBatch, searchIndexStatus } from '../../src/server/features/admin/search-indexer';
import { listPromptVersions, updatePrompt } from '../../src/server/features/prompts/prompts-owner.service';

let handle: DatabaseHandle;
let db: Database;
const statements: string[] = [];
const logger: Logger = { logQuery: (query) => statements.push(query) };

/** The statements `run` sends, one per block, as a reviewer reads them. */
async function recorded(run: () => Promise<unknown>): Promise<string> {
  statements.length = 0;
  await run();
  return `${statements
    .map((s) =>
      s
        .trim()
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== '')
        .join('\n'),
    )
    .map((s) => `${s};\n`)
    .join('\n')}`;
}

const snapshot = (name: string) => `../../src/server/db/sql-snapshots/${name}.sql`;

const viewer: Viewer = { id: 'sql-snapshot-user', email: 'sql@example.com', name: 'sql', image: null, role: 'user' };
let firstId = 0;

describe('SQL snapshots', () => {
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = drizzle({ client: handle.pglite!, schema, logger }) as unknown as Database;
    await db.insert(users).values({ id: viewer.id, username: 'sqlsnapshot', email: viewer.email });
    const titles = ['Wine pairing guide', 'Sommelier wine helper', 'Python unit tests', 'Marketing plan'];
    for (const [i, title] of titles.entries()) {
      const prompt = await createPrompt(db, {
        title,
        content: `${title}: write a careful answer, step by step (${i}).`,
        category: i < 2 ? 'personal' : 'programming',
        tags: ['wine', `tag-${i}`],
        userId: i === 0 ? viewer.id : null,
      });
      if (i === 0) firstId = prompt.id;
    }
  });
  afterAll(() => handle?.close());

  it('browse: the first page, filters, sorts and cursors', async () => {
    const sql = await recorded(async () => {
      await searchPrompts(db, { limit: 2 });
      const page = await searchPrompts(db, { sort: 'oldest', category: 'personal', limit: 1 });
      await searchPrompts(db, { sort: 'oldest', category: 'personal', limit: 1, cursor: page.nextCursor! });
      const popular = await searchPrompts(db, { sort: 'most-popular', tags: ['wine'], minRating: 1, limit: 1 });
      await searchPrompts(db, { sort: 'most-popular', limit: 1, cursor: popular.nextCursor ?? undefined });
      await searchPrompts(db, { sort: 'highest-rated', userId: viewer.id });
    });
    await expect(sql).toMatchFileSnapshot(snapshot('prompts-browse'));
  });

  it('search: words, typos, Best Match and symbols', async () => {
    const sql = await recorded(async () => {
      await searchPrompts(db, { query: 'wine', limit: 1 });
      await searchPrompts(db, { query: 'pyhton', limit: 1 });
      const best = await searchPrompts(db, { query: 'wine helper', sort: 'relevance', limit: 1 });
      await searchPrompts(db, { query: 'wine helper', sort: 'relevance', limit: 1, cursor: best.nextCursor! });
      await searchPrompts(db, { query: '++', limit: 1 });
    });
    await expect(sql).toMatchFileSnapshot(snapshot('prompts-search'));
  });

  it('the prompt page: detail, view, related prompts, duplicate check', async () => {
    const sql = await recorded(async () => {
      await getPromptById(db, firstId);
      await recordPromptView(db, firstId);
      await listRelatedPrompts(db, firstId);
      await findSimilarPrompt(db, {
        title: 'Wine pairing guide',
        content: 'Wine pairing guide: write a careful answer',
      });
    });
    await expect(sql).toMatchFileSnapshot(snapshot('prompts-page'));
  });

  it('lists: create, save, read, remove', async () => {
    const sql = await recorded(async () => {
      const list = await createList(db, viewer, 'Reading');
      await renameList(db, viewer, list.id, 'Later');
      await savePrompt(db, viewer, 'default', firstId);
      await savePrompt(db, viewer, list.id, firstId);
      await listLists(db, viewer);
      await listSavedPrompts(db, viewer, list.id);
      await listSavedPromptIds(db, viewer);
      await removeSavedPrompts(db, viewer, list.id, [firstId]);
    });
    await expect(sql).toMatchFileSnapshot(snapshot('lists'));
  });

  it('comments and votes', async () => {
    const sql = await recorded(async () => {
      const comment = await createComment(db, viewer, firstId, 'Helpful.');
      await createComment(db, viewer, firstId, 'Again.');
      const page = await listComments(db, firstId, viewer, { limit: 1 });
      await listComments(db, firstId, null, { limit: 1, cursor: page.nextCursor! });
      await voteOnComment(db, viewer, comment.id, 'up');
      await voteOnComment(db, viewer, comment.id, 'none');
      await recomputeCommentVotes(db, [comment.id]);
      await deleteComment(db, viewer, comment.id);
    });
    await expect(sql).toMatchFileSnapshot(snapshot('comments'));
  });

  it('ratings', async () => {
    const sql = await recorded(async () => {
      await ratePrompt(db, viewer, firstId, 4);
      await getRatingSummary(db, firstId, viewer);
      await getRatingSummary(db, firstId, null);
    });
    await expect(sql).toMatchFileSnapshot(snapshot('ratings'));
  });

  it('profiles, usernames, tags and versions', async () => {
    const sql = await recorded(async () => {
      await getUserProfile(db, 'SQLSnapshot');
      await listUserPrompts(db, 'sqlsnapshot', { limit: 1 });
      await isUsernameTaken(db, 'sqlsnapshot', viewer.id);
      await generateUsername(db, 'sqlsnapshot');
      await listPopularTags(db, 5);
      await updatePrompt(db, viewer, firstId, { title: 'Wine pairing guide, revised' });
      await listPromptVersions(db, firstId);
    });
    await expect(sql).toMatchFileSnapshot(snapshot('users-tags-versions'));
  });

  it('the account: profile, export, deletion', async () => {
    const leaving: Viewer = { ...viewer, id: 'sql-snapshot-leaving', email: 'leaving@example.com' };
    await db.insert(users).values({ id: leaving.id, username: 'sqlleaving', email: leaving.email });
    await ratePrompt(db, leaving, firstId, 2);
    const comment = await createComment(db, viewer, firstId, 'Vote on me.');
    await voteOnComment(db, leaving, comment.id, 'down');
    const sql = await recorded(async () => {
      await getMe(db, viewer);
      await updateMe(db, viewer, { username: 'sqlsnapshot2', avatarUrl: null });
      await exportMyData(db, viewer);
      await deleteMe(db, leaving, 'keep');
    });
    await expect(sql).toMatchFileSnapshot(snapshot('account'));
  });

  it('admin: users, roles, bans, audit log, dashboard', async () => {
    const admin: Viewer = { ...viewer, id: 'sql-snapshot-admin', email: 'admin@example.com', role: 'super_admin' };
    await db.insert(users).values({ id: admin.id, username: 'sqladmin', email: admin.email, role: 'super_admin' });
    const sql = await recorded(async () => {
      const page = await listUsers(db, { q: 'sql', limit: 1 });
      await listUsers(db, { limit: 1, cursor: page.nextCursor! });
      await changeUserRole(db, admin, viewer.id, 'admin');
      await setUserBanned(db, admin, viewer.id, true, 'spam');
      const log = await listAuditLog(db, { limit: 1 });
      await listAuditLog(db, { limit: 1, cursor: log.nextCursor! });
      await getAdminStats(db);
    });
    await expect(sql).toMatchFileSnapshot(snapshot('admin-users'));
  });

  it('ads: admin and public', async () => {
    const admin: Viewer = { ...viewer, id: 'sql-snapshot-admin', role: 'super_admin' };
    const sql = await recorded(async () => {
      const ad = await createAd(db, admin, { title: 'Ad', content: 'Read this', position: 'sidebar' });
      await updateAd(db, admin, ad.id, { title: 'Ad, edited' });
      await listAllAds(db);
      await listActiveAds(db, 'sidebar');
      await listActiveAds(db, null);
      await countAdEvent(db, ad.id, 'view');
      await countAdEvent(db, ad.id, 'click');
      await toggleAd(db, admin, ad.id);
      await deleteAd(db, admin, ad.id);
    });
    await expect(sql).toMatchFileSnapshot(snapshot('ads'));
  });

  it('site: settings, page shells, sitemaps', async () => {
    const sql = await recorded(async () => {
      await getSiteSettings(db, 0);
      await updateSiteSettings(db, { tagline: 'Prompts, shared.' });
      await isSignUpAllowed(db, 'someone@example.com');
      await updateSiteSettings(db, { signUpOpen: false });
      await isSignUpAllowed(db, 'someone@example.com');
      await hasAnyAdmin(db);
      await promptMeta(db, 'https://example.com', firstId);
      await profileExists(db, 'SQLSnapshot2');
      await renderSitemapIndex(db, 'https://example.com');
      await renderPromptsSitemap(db, 'https://example.com', 1);
      await renderProfilesSitemap(db, 'https://example.com');
    });
    await expect(sql).toMatchFileSnapshot(snapshot('site'));
  });

  it('import: the bulk insert of prompt rows', async () => {
    const fields = { title: 'Imported', content: 'An imported prompt.', category: 'other', tags: ['imported'] };
    const sql = await recorded(() => insertPromptRows(db, [{ ...fields, ...indexedValues(fields) }]));
    await expect(sql).toMatchFileSnapshot(snapshot('import-bulk-insert'));
  });

  it('import: rows first, content words queued, then the search indexer', async () => {
    const fields = { title: 'Queued', content: 'A queued prompt.', category: 'other', tags: ['queued'] };
    const sql = await recorded(async () => {
      await insertPromptRows(db, [{ ...fields, ...indexedValues(fields) }], { deferContentWords: true });
      await indexSearchBatch(db);
      await searchIndexStatus(db);
    });
    await expect(sql).toMatchFileSnapshot(snapshot('import-search-index'));
  });
});
