/**
 * Tells the read cache (lib/read-cache.ts, decisions 021 and 031) when a statement changed what
 * the public reads show, and whether it removed something: every statement the process sends
 * through its database client passes here, whichever code sent it (a route, the import, a
 * backfill, a test), so no write path can forget to invalidate. A write is reported when it
 * starts and again when it (or the transaction holding it) has committed, so that a read
 * running meanwhile is not taken for a fresh one.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Tables whose changes no cached read shows (sessions, limits, logs) or shows late on purpose (popularity). */
const UNSHOWN_TABLES = new Set([
  'sessions',
  'accounts',
  'verifications',
  'two_factors',
  'rate_limits',
  'prompt_stats',
  'audit_log',
  'comment_votes',
  'saved_prompts',
  'prompt_lists',
  'invitations',
  'ads',
  'settings',
  // Outgoing mail (lib/mail-queue.ts) and the import's queue of words still to index: a
  // prompt's search vector is written to prompts, which does count.
  'mail_outbox',
  'search_index_queue',
  // Personal API keys: a key's last use is written once a minute and no public read shows keys.
  'api_keys',
]);

const READ_ONLY =
  /^(select|show|set|reset|begin|start|savepoint|release|explain|analyze|vacuum|checkpoint|listen|unlisten|discard|deallocate|prepare|values|fetch|close|declare|commit|end|rollback|abort)\b/;
const TARGETS =
  /\b(?:insert\s+into|(?<!\bdo\s+)update|delete\s+from|truncate(?:\s+table)?|copy)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/g;

/**
 * What a statement does to what the cached reads show. A removal takes something from public
 * view: a delete or truncate, anything the watch cannot read (DDL, a function call), an update of
 * an account (a username or avatar shown beside prompts: its owner may want it gone) and any
 * audited action (a moderator's edit of someone's prompt, a ban: they write `audit_log`).
 */
export type ShownWrite = 'none' | 'change' | 'removal';

const REMOVES = /^(?:delete|truncate)\b/;
/** Tables an update of which removes something (see ShownWrite). */
const REMOVED_BY_UPDATE = new Set(['users']);
/** The audit log: written with every moderation and administration action. */
const AUDITED = 'audit_log';

/** The stronger of two kinds: a removal outweighs a change, a change nothing. */
const worse = (a: ShownWrite, b: ShownWrite): ShownWrite =>
  a === 'removal' || b === 'removal' ? 'removal' : a === 'change' ? a : b;

/** Whether, and how, a statement (or a script of several) may change what the cached reads show. */
export function shownWriteOf(text: string): ShownWrite {
  // A script (`exec`): each statement counts. A `;` inside a literal only splits too finely,
  // which can only report more than happened.
  const parts = text.split(/;(?=\s*\S)/);
  if (parts.length > 1) return parts.map(statementWriteOf).reduce(worse, 'none');
  return statementWriteOf(text);
}

function statementWriteOf(text: string): ShownWrite {
  // Leading space, comments and parentheses (`(select …) union all (select …)`) say nothing.
  const statement = text.replace(/^(\s|\(|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '').toLowerCase();
  const isCte = statement.startsWith('with');
  if (!isCte && READ_ONLY.test(statement)) return 'none';
  // Every table a truncate names counts, not only the first the pattern sees.
  if (statement.startsWith('truncate')) return 'removal';
  const targets = [...statement.matchAll(TARGETS)];
  if (targets.some((m) => m[1] === AUDITED)) return 'removal';
  const shown = targets.filter((m) => !UNSHOWN_TABLES.has(m[1]!));
  const removes = (m: RegExpMatchArray) =>
    REMOVES.test(m[0]) || (m[0].startsWith('update') && REMOVED_BY_UPDATE.has(m[1]!));
  if (shown.length > 0) return shown.some(removes) ? 'removal' : 'change';
  // Only tables no cached read shows, or a CTE that writes nothing (it writes only through an
  // insert, update or delete of its own).
  if (targets.length > 0 || isCte) return 'none';
  // Anything else (DDL, a function call) may have taken anything away.
  return 'removal';
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/** Called with each write that changes what the cached reads show (at its start, and at commit). */
export type OnWrite = (kind: Exclude<ShownWrite, 'none'>) => void;

/** Reports PGlite's writes: queries, exec'd scripts and transactions (again at commit). */
export function watchPglite(pglite: PGlite, onWrite: OnWrite) {
  const wrap = <T extends Pick<PGlite, 'query' | 'exec'>>(target: T, dirty?: { value: ShownWrite }) => {
    const watched =
      <A extends unknown[], R>(run: (text: string, ...rest: A) => Promise<R>) =>
      async (text: string, ...rest: A): Promise<R> => {
        const kind = shownWriteOf(text);
        if (kind === 'none') return run(text, ...rest);
        onWrite(kind);
        if (dirty) dirty.value = worse(dirty.value, kind);
        try {
          return await run(text, ...rest);
        } finally {
          onWrite(kind);
        }
      };
    target.query = watched(target.query.bind(target)) as T['query'];
    target.exec = watched(target.exec.bind(target)) as T['exec'];
  };
  wrap(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const dirty: { value: ShownWrite } = { value: 'none' };
    try {
      return await transaction((tx) => {
        wrap(tx, dirty);
        return callback(tx);
      });
    } finally {
      if (dirty.value !== 'none') onWrite(dirty.value);
    }
  }) as PGlite['transaction'];
}

/** Reports a PostgreSQL pool's writes (every statement runs on one of its clients), again at commit. */
export function watchPool(pool: pg.Pool, onWrite: OnWrite) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let inTransaction = false;
    let dirty: ShownWrite = 'none';
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]).trim().toLowerCase();
      let report: ShownWrite = 'none';
      if (/^(begin|start)\b/.test(text)) {
        inTransaction = true;
        dirty = 'none';
      } else if (/^(commit|end|rollback(?!\s+to\b)|abort)\b/.test(text)) {
        // (`rollback to savepoint` ends nothing: the transaction goes on.)
        report = dirty;
        inTransaction = false;
        dirty = 'none';
      } else {
        report = shownWriteOf(text);
        if (report !== 'none') {
          onWrite(report);
          if (inTransaction) dirty = worse(dirty, report);
        }
      }
      if (report === 'none') return query(...args);
      const kind = report;
      const done = () => onWrite(kind);
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).finally === 'function') {
        return (result as Promise<unknown>).finally(done);
      }
      done();
      return result;
    };
  });
}
