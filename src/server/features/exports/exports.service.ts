/**
 * The exports (docs/decisions/028-exports-and-feeds.md): one prompt, and every public prompt as
 * a stream read from the database in keyset pages of EXPORT_PAGE_ROWS, each page read only when
 * the client has taken the one before (the stream's `pull`), so memory stays flat whatever the
 * number of prompts.
 */
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { perDatabase } from '../../db/typed-sql';
import { negotiateEncoding } from '../../lib/compression';
import { p, u } from '../prompts/prompts.queries';
import type { ExportedPrompt } from './export-format';
import { logger } from '../../lib/logger';

/** Rows per database read of a full export (~2 MB of text at the collections' ~4 KB a prompt). */
export const EXPORT_PAGE_ROWS = 500;

const exportFields = {
  id: p.id,
  title: p.title,
  content: p.content,
  instructions: p.instructions,
  category: p.category,
  tags: p.tags,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  authorName: u.username,
  source: p.source,
};

/** One prompt with the columns an export writes; 404 when there is none. */
export async function getExportedPrompt(db: Database, id: number): Promise<ExportedPrompt> {
  const [row] = await db.select(exportFields).from(p).leftJoin(u, eq(u.id, p.userId)).where(eq(p.id, id));
  if (!row) throw new AppError('not_found', `Prompt ${id} was not found`);
  return row;
}

/** The prompts after `afterId`, in id order: one keyset page (the primary key's index). */
export function exportPage(db: Database, afterId: number, limit = EXPORT_PAGE_ROWS): Promise<ExportedPrompt[]> {
  return db
    .select(exportFields)
    .from(p)
    .leftJoin(u, eq(u.id, p.userId))
    .where(gt(p.id, afterId))
    .orderBy(asc(p.id))
    .limit(limit);
}

export type ExportStreamOptions = {
  /** Text written before the first row (the CSV header). */
  head?: string;
  row: (prompt: ExportedPrompt) => string;
  /** Called once when the stream ends, fails or the client goes away. */
  onClose?: () => void;
  pageRows?: number;
};

/**
 * Every prompt, one encoded chunk per keyset page. `pull` runs when the reader wants more (the
 * node server reads again only after the socket drained), so at most a page or two is in memory.
 */
export function exportStream(db: Database, options: ExportStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    options.onClose?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (options.head) controller.enqueue(encoder.encode(options.head));
      },
      async pull(controller) {
        try {
          const rows = await exportPage(db, afterId, options.pageRows);
          if (rows.length === 0) {
            close();
            controller.close();
            return;
          }
          afterId = rows.at(-1)!.id;
          controller.enqueue(encoder.encode(rows.map(options.row).join('')));
        } catch (error) {
          logger().error({ err: error }, '[export] reading prompts failed');
          close();
          controller.error(error);
        }
      },
      cancel() {
        close();
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * The stream gzipped when the request accepts gzip. Through Node's zlib stream, not the web
 * CompressionStream: Node's CompressionStream takes writes without back-pressure, so a client
 * reading slower than the database reads would make it buffer the whole export (measured:
 * +370-410 MB of RSS at 100,000 prompts; the zlib pipeline keeps a few MB).
 */
export function maybeGzip(
  stream: ReadableStream<Uint8Array>,
  acceptEncoding: string | undefined,
): { body: ReadableStream<Uint8Array>; encoding: 'gzip' | null } {
  if (negotiateEncoding(acceptEncoding, ['gzip']) !== 'gzip') return { body: stream, encoding: null };
  const gzip = zlib.createGzip({ level: 4 });
  // pipeline destroys every stage when one fails or the client goes (the source's cancel runs).
  pipeline(Readable.fromWeb(stream as NodeReadableStream<Uint8Array>), gzip, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      logger().error({ err: error }, '[export] compressing failed');
  });
  return { body: Readable.toWeb(gzip) as unknown as ReadableStream<Uint8Array>, encoding: 'gzip' };
}

/**
 * Full exports running now, by client address: one at a time per address, and at most
 * MAX_RUNNING_EXPORTS in all (each holds the database for a page read now and then, and its
 * client's socket for as long as it reads).
 */
export const MAX_RUNNING_EXPORTS = 4;
const runningExports = perDatabase(() => new Set<string>());

/** Claims an export slot for `ip`; returns its release, or throws 429 when the address (or the site) is busy. */
export function claimExportSlot(db: Database, ip: string): () => void {
  const running = runningExports(db);
  if (running.has(ip)) {
    throw new AppError(
      'rate_limited',
      'An export to this address is still running. Wait for it to finish, then try again.',
    );
  }
  if (running.size >= MAX_RUNNING_EXPORTS) {
    throw new AppError('rate_limited', 'Too many exports are running. Please try again in a few minutes.');
  }
  running.add(ip);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running.delete(ip);
  };
}
