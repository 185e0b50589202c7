/**
 * Tells the read cache (lib/read-cache.ts, decision 021) when a statement changed what the
 * public reads show: every statement the process sends through its database client passes
 * here, whichever code sent it (a route, the import, a backfill, a test), so no write path can
 * forget to invalidate. A write is reported when it starts and again when it (or the
 * transaction holding it) has committed, so that a read running meanwhile is not kept.
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

/** Whether a statement may change something the cached reads show. */
export function changesShownData(text: string): boolean {
  // Leading space, comments and parentheses (`(select …) union all (select …)`) say nothing.
  const statement = text.replace(/^(\s|\(|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '').toLowerCase();
  if (statement.startsWith('with')) {
    // A CTE writes only through an insert, update or delete of its own.
    return [...statement.matchAll(TARGETS)].some((m) => !UNSHOWN_TABLES.has(m[1]!));
  }
  if (READ_ONLY.test(statement)) return false;
  const targets = [...statement.matchAll(TARGETS)];
  // Anything else (DDL, a function call) counts as a change.
  if (targets.length === 0) return true;
  return targets.some((m) => !UNSHOWN_TABLES.has(m[1]!));
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/** Reports PGlite's writes: queries, exec'd scripts and transactions (again at commit). */
export function watchPglite(pglite: PGlite, onWrite: () => void) {
  const wrap = <T extends Pick<PGlite, 'query' | 'exec'>>(target: T, dirty?: { value: boolean }) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = (async (text: string, ...rest: unknown[]) => {
      if (!changesShownData(text)) return query(text, ...(rest as []));
      onWrite();
      if (dirty) dirty.value = true;
      try {
        return await query(text, ...(rest as []));
      } finally {
        onWrite();
      }
    }) as T['query'];
    target.exec = (async (text: string, ...rest: unknown[]) => {
      if (!changesShownData(text)) return exec(text, ...(rest as []));
      onWrite();
      if (dirty) dirty.value = true;
      try {
        return await exec(text, ...(rest as []));
      } finally {
        onWrite();
      }
    }) as T['exec'];
  };
  wrap(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const dirty = { value: false };
    try {
      return await transaction((tx) => {
        wrap(tx, dirty);
        return callback(tx);
      });
    } finally {
      if (dirty.value) onWrite();
    }
  }) as PGlite['transaction'];
}

/** Reports a PostgreSQL pool's writes (every statement runs on one of its clients), again at commit. */
export function watchPool(pool: pg.Pool, onWrite: () => void) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let inTransaction = false;
    let dirty = false;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]).trim().toLowerCase();
      let report = false;
      if (/^(begin|start)\b/.test(text)) {
        inTransaction = true;
        dirty = false;
      } else if (/^(commit|end|rollback|abort)\b/.test(text)) {
        report = dirty;
        inTransaction = false;
        dirty = false;
      } else if (changesShownData(text)) {
        onWrite();
        report = true;
        if (inTransaction) dirty = true;
      }
      if (!report) return query(...args);
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          onWrite();
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).finally === 'function') {
        return (result as Promise<unknown>).finally(onWrite);
      }
      onWrite();
      return result;
    };
  });
}
