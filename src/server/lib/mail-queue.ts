/**
 * Mail that arrives: with SMTP configured, a mail is written to the mail_outbox table when the
 * app asks for it, and a worker sends it, retrying with growing delays when the SMTP server is
 * down or refuses it, so a verification or reset mail is not lost with one failed connection.
 * After the last attempt the mail is marked failed; admins see failed and pending mail and may
 * send one again (GET /api/admin/mail, POST /api/admin/mail/{id}/retry).
 *
 * Several app processes may share a PostgreSQL database: a worker claims due mail with
 * `for update skip locked`, so each mail is sent by one of them. Mail left "sending" by a
 * process that stopped mid-send is picked up again after SENDING_TIMEOUT_MS.
 */
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { mailHtml } from './mail-html';
import type { Mailer, MailTransport } from './mailer';
import { logger } from './logger';

/** Delays before attempts 2, 3, …: 30 s, 2 min, 8 min, 30 min, 2 h; then it has failed. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 480_000, 1_800_000, 7_200_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const SENDING_TIMEOUT_MS = 10 * 60_000;
const BATCH = 10;

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mailer that queues: send() stores the mail and wakes the worker. */
export function createQueuedMailer(db: Database, wake: () => void = () => {}): Mailer {
  return {
    delivers: true,
    send: async (mail) => {
      await db.insert(mailOutbox).values({
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? mailHtml(mail.subject, mail.text),
      });
      wake();
    },
  };
}

/** Claims the mail that is due (and mail stuck in "sending"), marking it sending. */
async function claimDue(db: Database, now: Date) {
  const stuck = new Date(now.getTime() - SENDING_TIMEOUT_MS);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.updatedAt, stuck)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: now })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * Sends what is due, once: each claimed mail is sent, or rescheduled after its delay, or marked
 * failed after the last attempt; claimed BATCH at a time until nothing due is left. Returns
 * how many were sent and how many failed this round.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  now: () => Date = () => new Date(),
  log: (line: string) => void = (line) => logger().warn(line),
): Promise<{ sent: number; retried: number; failed: number }> {
  const result = { sent: 0, retried: 0, failed: 0 };
  // Batch after batch until less than a full one is due: a backlog goes out in one round.
  for (let batch = await claimDue(db, now()); ; batch = await claimDue(db, now())) {
    for (const mail of batch) {
      try {
        await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now(), updatedAt: now(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        result.sent += 1;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const last = mail.attempts >= MAX_ATTEMPTS;
        const delay = RETRY_DELAYS_MS[Math.min(mail.attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
        await db
          .update(mailOutbox)
          .set({
            status: last ? 'failed' : 'pending',
            lastError: message,
            updatedAt: now(),
            nextAttemptAt: new Date(now().getTime() + (last ? 0 : delay)),
          })
          .where(eq(mailOutbox.id, mail.id));
        log(
          `[mail] ${last ? 'gave up on' : 'will retry'} mail ${mail.id} to ${mail.recipient} (attempt ${mail.attempts} of ${MAX_ATTEMPTS}): ${message}`,
        );
        if (last) result.failed += 1;
        else result.retried += 1;
      }
    }
    if (batch.length < BATCH) return result;
  }
}

/**
 * Runs deliverDueMail every `intervalMs`, and at once when woken (a new mail). One round at a
 * time; stop() waits for the round in progress.
 */
export function startMailWorker(db: Database, transport: MailTransport, intervalMs = 5_000) {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMail(db, transport)
      .catch((error: unknown) => logger().error({ err: error }, '[mail] the mail worker failed a round'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    wake: round,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Counts by status, for the admin view and /metrics. */
export async function mailQueueCounts(db: Database): Promise<Record<MailStatus, number>> {
  const rows = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts: Record<MailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status as MailStatus] = r.count;
  return counts;
}

/** How many not-yet-arrived mails the admin view lists. */
export const OUTBOX_LIST_LIMIT = 50;

/** Mail that has not arrived (pending, sending) or will not (failed), newest first. */
export async function listUndelivered(db: Database, status?: 'pending' | 'failed') {
  const statuses =
    status === 'failed' ? ['failed'] : status === 'pending' ? ['pending', 'sending'] : ['pending', 'sending', 'failed'];
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, statuses))
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map((r) => ({
    ...r,
    status: r.status as MailStatus,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Sends a failed (or waiting) mail again from the next round: pending, due now, its attempts
 * counted afresh. Null when there is no such mail or it was sent already.
 */
export async function retryMail(db: Database, id: number, now = new Date()) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'pending'])))
    .returning({ id: mailOutbox.id, to: mailOutbox.recipient, subject: mailOutbox.subject });
  return row ?? null;
}
