/**
 * Mail that arrives (production issue): with SMTP, mail is queued in the database and a worker
 * sends it, retrying with growing delays; after the last attempt it is marked failed. A sign-up
 * while the SMTP server is down still gets its verification mail once the server is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signIn, uniqueEmail, uniqueUsername } from '../auth-helpers';
import { as, readJson } from '../community-helpers';
import type { MailQueue } from '../../src/shared/api/admin';
import { mailOutbox } from '../../src/server/db/schema';
import type { Mail, MailTransport } from '../../src/server/lib/mailer';
import { firstLink } from '../../src/server/lib/mailer';
import {
  createQueuedMailer,
  deliverDueMail,
  MAX_ATTEMPTS,
  mailQueueCounts,
  RETRY_DELAYS_MS,
  SENDING_TIMEOUT_MS,
} from '../../src/server/lib/mail-queue';

/** An SMTP server that can be down: it refuses while `up` is false, and keeps what it got. */
function fakeSmtp() {
  const received: (Mail & { html: string })[] = [];
  const server = {
    up: true,
    received,
    transport: {
      send: async (mail) => {
        if (!server.up) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        received.push(mail);
      },
    } satisfies MailTransport,
  };
  return server;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ mailer: (db) => createQueuedMailer(db) });
});
afterAll(() => ctx.close());

const rowFor = async (to: string) =>
  (await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]!;

describe('the mail queue', () => {
  it('a sign-up while SMTP is down answers 200; its verification mail goes out when SMTP is back', async () => {
    const smtp = fakeSmtp();
    smtp.up = false;
    const email = uniqueEmail('queued');
    const res = await ctx.api('POST', '/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: '',
      username: uniqueUsername(),
    });
    expect(res.status).toBe(200);
    const start = Date.now();
    await deliverDueMail(
      ctx.handle.db,
      smtp.transport,
      () => new Date(start),
      () => {},
    );
    let row = await rowFor(email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(row.nextAttemptAt.getTime()).toBe(start + RETRY_DELAYS_MS[0]!);

    // Not due yet: nothing is tried.
    await deliverDueMail(
      ctx.handle.db,
      smtp.transport,
      () => new Date(start + 1_000),
      () => {},
    );
    expect((await rowFor(email)).attempts).toBe(1);

    smtp.up = true;
    await deliverDueMail(
      ctx.handle.db,
      smtp.transport,
      () => new Date(start + RETRY_DELAYS_MS[0]!),
      () => {},
    );
    row = await rowFor(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const mail = smtp.received.find((m) => m.to === email)!;
    expect(mail.subject).toMatch(/verify/i);
    expect(firstLink(mail.text)).toMatch(/\/api\/auth\/verify-email\?token=/);
    // Both versions: the HTML has the same link, as a link.
    expect(mail.html).toContain(`<a href="${firstLink(mail.text)!.replace(/&/g, '&amp;')}"`);
  });

  it('sends a backlog larger than one batch in one round', async () => {
    const smtp = fakeSmtp();
    const mailer = createQueuedMailer(ctx.handle.db);
    const backlog = Array.from({ length: 25 }, () => uniqueEmail('backlog'));
    for (const to of backlog) await mailer.send({ to, subject: 'Backlog', text: 'One of many.' });
    await deliverDueMail(ctx.handle.db, smtp.transport, undefined, () => {});
    expect(backlog.filter((to) => !smtp.received.some((m) => m.to === to))).toEqual([]);
    for (const to of backlog) expect((await rowFor(to)).status).toBe('sent');
  });

  it('gives up after the last attempt, with the error kept for admins', async () => {
    const smtp = fakeSmtp();
    smtp.up = false;
    const to = uniqueEmail('doomed');
    await createQueuedMailer(ctx.handle.db).send({ to, subject: 'Doomed', text: 'It will not arrive.' });
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(
        ctx.handle.db,
        smtp.transport,
        () => new Date(now),
        () => {},
      );
      const row = await rowFor(to);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
      now = row.nextAttemptAt.getTime();
    }
    // Failed mail is not tried again.
    smtp.up = true;
    await deliverDueMail(
      ctx.handle.db,
      smtp.transport,
      () => new Date(now + 86_400_000),
      () => {},
    );
    expect((await rowFor(to)).status).toBe('failed');
    expect(smtp.received.filter((m) => m.to === to)).toHaveLength(0);
    expect((await mailQueueCounts(ctx.handle.db)).failed).toBeGreaterThanOrEqual(1);
  });

  it('mail left "sending" by a process that stopped is sent again later', async () => {
    const smtp = fakeSmtp();
    const to = uniqueEmail('stuck');
    await createQueuedMailer(ctx.handle.db).send({ to, subject: 'Stuck', text: 'Claimed, then the process died.' });
    const claimedAt = new Date();
    await ctx.handle.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, updatedAt: claimedAt })
      .where(eq(mailOutbox.recipient, to));
    await deliverDueMail(
      ctx.handle.db,
      smtp.transport,
      () => new Date(claimedAt.getTime() + 1000),
      () => {},
    );
    expect((await rowFor(to)).status).toBe('sending');
    await deliverDueMail(
      ctx.handle.db,
      smtp.transport,
      () => new Date(claimedAt.getTime() + SENDING_TIMEOUT_MS + 1),
      () => {},
    );
    expect((await rowFor(to)).status).toBe('sent');
    expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
  });
});

describe('the admin view of the mail queue', () => {
  it('lists failed and waiting mail with counts, and sends a failed one again (audited)', async () => {
    // With mail delivered, an address is verified before signing in: this admin's is, by hand.
    const email = uniqueEmail('mail-admin');
    await ctx.api('POST', '/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: '',
      username: uniqueUsername(),
    });
    await ctx.handle.db.execute(
      sql`update users set role = 'super_admin', email_verified = true where email = ${email}`,
    );
    const admin = { ...(await signIn(ctx, email)), userId: '', email };
    const smtp = fakeSmtp();
    smtp.up = false;
    const to = uniqueEmail('bounced');
    await createQueuedMailer(ctx.handle.db).send({ to, subject: 'Will fail', text: 'Reset link: http://x/y' });
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(
        ctx.handle.db,
        smtp.transport,
        () => new Date(now),
        () => {},
      );
      now = (await rowFor(to)).nextAttemptAt.getTime();
    }
    const waiting = uniqueEmail('waiting');
    await createQueuedMailer(ctx.handle.db).send({ to: waiting, subject: 'Waiting', text: 'Soon.' });

    const queue = await readJson<MailQueue>(await as(ctx, admin)('GET', '/api/admin/mail'));
    expect(queue.delivery).toBe(true);
    expect(queue.counts.failed).toBeGreaterThanOrEqual(1);
    expect(queue.counts.pending).toBeGreaterThanOrEqual(1);
    const failed = queue.items.find((m) => m.to === to)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, subject: 'Will fail' });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // No body: it may hold a sign-in link.
    expect(JSON.stringify(queue)).not.toContain('http://x/y');
    expect(queue.items.findIndex((m) => m.to === waiting)).toBeLessThan(queue.items.findIndex((m) => m.to === to));

    const onlyFailed = await readJson<MailQueue>(await as(ctx, admin)('GET', '/api/admin/mail?status=failed'));
    expect(onlyFailed.items.every((m) => m.status === 'failed')).toBe(true);
    expect(onlyFailed.items.some((m) => m.to === to)).toBe(true);

    const retried = await as(ctx, admin)('POST', `/api/admin/mail/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(await rowFor(to)).toMatchObject({ status: 'pending', attempts: 0 });
    const audit = await ctx.handle.db.execute<{ action: string }>(
      sql`select action from audit_log where target_type = 'mail' and target_id = ${String(failed.id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['mail.retry']);
    smtp.up = true;
    await deliverDueMail(
      ctx.handle.db,
      smtp.transport,
      () => new Date(),
      () => {},
    );
    expect((await rowFor(to)).status).toBe('sent');

    // A sent mail cannot be retried; an unknown id is a 404; a bad status a 400.
    expect((await as(ctx, admin)('POST', `/api/admin/mail/${failed.id}/retry`)).status).toBe(404);
    expect((await as(ctx, admin)('POST', '/api/admin/mail/99999999/retry')).status).toBe(404);
    expect((await as(ctx, admin)('GET', '/api/admin/mail?status=sent')).status).toBe(400);
  });
});
