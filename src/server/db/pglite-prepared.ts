/**
 * Named prepared statements on PGlite (issue 12: prepare the hot statements on both engines).
 *
 * On PostgreSQL, drizzle's `.prepare(name)` sends a named Parse once per connection and only
 * Bind/Execute after. Drizzle's PGlite driver has no such thing: every `query()` parses, analyses
 * and plans its text again (on the server's one thread: planning the prompt by id cost more than
 * running it). Here a statement registered by its text (`preparePgliteStatement`, called where
 * the hot statements are built: features/prompts/prompts.queries.ts) is parsed once under its
 * name; each later call sends Bind, Describe, Execute and Sync for that name, so PostgreSQL reuses
 * the parsed statement and, after a few runs, its plan. The rows are parsed as `query()` parses
 * them, with the same options (drizzle asks for arrays).
 *
 * A transaction's statements (its `tx.query`) take the same path, named the second time the same
 * text runs there. A call outside a transaction holds PGlite's transaction and query locks, as
 * `query()` does, so it never runs inside another request's transaction; one inside holds the
 * query lock, as `tx.query()` does.
 */
import { PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type Registry = {
  /** Statement text → its name. */
  names: Map<string, string>;
  /** Names parsed on this connection → their parameter types. */
  parsed: Map<string, number[]>;
  /** Statements run inside transactions and not yet named → how often they ran. */
  seen: Map<string, number>;
  matched: number;
  automatic: number;
};
const registries = new WeakMap<PGlite, Registry>();

/** The statement `text` is run as a named prepared statement from now on (idempotent). */
export function preparePgliteStatement(client: unknown, text: string, name: string): void {
  if (!(client instanceof PGlite)) return;
  const registry = registries.get(client);
  if (!registry) return;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid statement name: ${name}`);
  registry.names.set(text, `pc_${name}`.slice(0, 63));
}

/** At most this many statements are prepared on first sight (`matching`). */
const MAX_MATCHED = 32;
/**
 * Statements inside transactions (the writes: a rating, a comment, an edit) are prepared the
 * second time the same text runs, up to this many; the texts seen once are forgotten in bulk
 * when `MAX_SEEN` are waiting, so statements built with their values inline cannot grow it.
 */
const MAX_AUTOMATIC = 256;
const MAX_SEEN = 2_000;
/** Only these are prepared automatically: not savepoints or other transaction control. */
const DATA_STATEMENT = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

type Query = PGlite['query'];

/**
 * Makes `pglite.query` (and a transaction's `tx.query`) run registered statements as named
 * prepared statements. `matching`: statements whose text matches one of these are registered the
 * first time they are seen (statements built elsewhere, such as better-auth's lookups; see
 * db/client.ts). Statements inside transactions are registered the second time they run.
 *
 * Every other statement takes the same extended protocol as `query()` itself (unnamed). Both
 * paths also spare each call PGlite's copy of its 300-odd type parsers, which `query()` makes
 * whenever the options carry parsers of their own, as drizzle's always do: 80 µs a statement,
 * as long as the rest of a simple statement.
 */
export function enablePreparedStatements(pglite: PGlite, { matching = [] }: { matching?: RegExp[] } = {}): void {
  const registry: Registry = { names: new Map(), parsed: new Map(), seen: new Map(), matched: 0, automatic: 0 };
  registries.set(pglite, registry);
  const nameOf = (text: string, inTransaction: boolean): string | undefined => {
    const name = registry.names.get(text);
    if (name) return name;
    if (registry.matched < MAX_MATCHED && matching.some((re) => re.test(text))) {
      return register(text, `pc_matched_${registry.matched++}`);
    }
    if (!inTransaction || registry.automatic >= MAX_AUTOMATIC || !DATA_STATEMENT.test(text)) return undefined;
    const seen = (registry.seen.get(text) ?? 0) + 1;
    if (seen < 2) {
      if (registry.seen.size >= MAX_SEEN) registry.seen.clear();
      registry.seen.set(text, seen);
      return undefined;
    }
    registry.seen.delete(text);
    return register(text, `pc_auto_${registry.automatic++}`);
  };
  const register = (text: string, name: string) => {
    registry.names.set(text, name);
    return name;
  };
  const special = (text: string, options: QueryOptions | undefined) =>
    Boolean(options?.blob) || text.includes('/dev/blob');

  const query = pglite.query.bind(pglite) as Query;
  pglite.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (special(text, options)) return query(text, params, options);
    const name = nameOf(text, false);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => runExtended(pglite, registry, name, text, params ?? [], options)),
    );
  }) as Query;

  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        // A closed transaction's own query() throws its error; so do special statements' paths.
        if (tx.closed || special(text, options)) return txQuery(text, params, options);
        const name = nameOf(text, true);
        return pglite._runExclusiveQuery(() => runExtended(pglite, registry, name, text, params ?? [], options));
      }) as Query;
      return callback(tx);
    })) as PGlite['transaction'];
}

const SYNC = protocol.serialize.sync();

/** The messages as one buffer. */
function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * What `query()` sends, with the statement parsed once under `name` when it has one, and with the
 * rows parsed by the caller's parsers on top of PGlite's (a two-level lookup, not a copy). The
 * caller holds PGlite's query lock (and, outside a transaction, its transaction lock).
 */
async function runExtended(
  pglite: PGlite,
  registry: Registry,
  name: string | undefined,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results> {
  const run = (...parts: Uint8Array[]) => pglite.execProtocolStream(concat(parts), { syncToFs: false });
  const messages = [];
  // PGlite reads every message of one call before it answers, so each round trip to it carries
  // as many as can go together: Parse with Describe, then Bind, Describe, Execute and Sync.
  let synced = false;
  try {
    let types = name ? registry.parsed.get(name) : undefined;
    if (!types) {
      types = parse.parseDescribeStatementResults(
        await run(
          protocol.serialize.parse({ name, text, types: options?.paramTypes }),
          protocol.serialize.describe({ type: 'S', name }),
        ),
      );
      if (name) registry.parsed.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]!] ?? pglite.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const bind = protocol.serialize.bind({ statement: name, values });
    synced = true;
    messages.push(
      ...(await run(bind, protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), SYNC)),
    );
  } catch (error) {
    // As query() reports it: the statement and its parameters travel with the error.
    if (error instanceof Error && 'severity' in error)
      Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  } finally {
    // An error before the last call leaves the extended protocol waiting for Sync.
    if (!synced) await run(SYNC);
  }
  if (!pglite.isInTransaction()) await pglite.syncToFs();
  if (!options?.parsers) return parse.parseResults(messages, pglite.parsers, options)[0]!;
  const parsers = Object.assign(Object.create(pglite.parsers) as typeof pglite.parsers, options.parsers);
  return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0]!;
}
