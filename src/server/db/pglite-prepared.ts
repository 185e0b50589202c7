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
 * Only calls outside a transaction take this path: a transaction's statements go through its
 * own `tx.query`, which this does not touch. The call holds PGlite's transaction and query locks,
 * as `query()` does, so it never runs inside another request's transaction.
 */
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type Registry = { names: Map<string, string>; parsed: Map<string, number[]> };
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
 * Makes `pglite.query` run registered statements as named prepared statements. `matching`:
 * statements whose text matches one of these are registered the first time they are seen
 * (statements built elsewhere, such as better-auth's lookups; see db/client.ts).
 */
export function enablePreparedStatements(pglite: PGlite, { matching = [] }: { matching?: RegExp[] } = {}): void {
  const registry: Registry = { names: new Map(), parsed: new Map() };
  registries.set(pglite, registry);
  let matched = 0;
  const query = pglite.query.bind(pglite);
  pglite.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    let name = registry.names.get(text);
    if (!name && matched < MAX_MATCHED && matching.some((re) => re.test(text))) {
      name = `pc_matched_${matched++}`;
      registry.names.set(text, name);
    }
    if (!name || options?.blob) return query(text, params, options);
    return runPrepared(pglite, registry, name, text, params ?? [], options);
  }) as PGlite['query'];
}

async function runPrepared(
  pglite: PGlite,
  registry: Registry,
  name: string,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results> {
  const run = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const messages = [];
      try {
        let types = registry.parsed.get(name);
        if (!types) {
          await run(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
          types = parse.parseDescribeStatementResults(await run(protocol.serialize.describe({ type: 'S', name })));
          registry.parsed.set(name, types);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[types[i]!] ?? pglite.serializers[types[i]!];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await run(protocol.serialize.bind({ statement: name, values }))),
          ...(await run(protocol.serialize.describe({ type: 'P' }))),
          ...(await run(protocol.serialize.execute({}))),
        );
      } finally {
        // Always: an error leaves the extended protocol waiting for Sync.
        messages.push(...(await run(protocol.serialize.sync())));
      }
      if (!pglite.isInTransaction()) await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers, options)[0]!;
    }),
  );
}
