/**
 * Outgoing email. With SMTP_URL set, mail is queued in the database and sent through
 * nodemailer by a worker with retries (mail-queue.ts); without it (the embedded default) each
 * message, link included, is written to the server log so a local user can still follow it.
 * Tests use a mailer that keeps messages in memory.
 */
import nodemailer from 'nodemailer';
import { mailHtml } from './mail-html';
import { logger, type Logger } from './logger';

/** A mail as the app writes it: text, and an HTML version made from it unless given. */
export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; delivers: boolean };
/** What actually sends a mail (SMTP here; the queue's worker calls it, tests fake it). */
export type MailTransport = { send: (mail: Mail & { html: string }) => Promise<void> };

/** Sends through SMTP; verify() checks the server and the credentials (at start-up). */
export function createSmtpTransport(url: string, from: string): MailTransport & { verify: () => Promise<void> } {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    verify: async () => {
      await transport.verify();
    },
  };
}

/** The HTML version of a mail that has only text. */
export const withHtml = (mail: Mail): Mail & { html: string } => ({
  ...mail,
  html: mail.html ?? mailHtml(mail.subject, mail.text),
});

/** Without SMTP_URL: each mail is one log line, `mail: { to, subject, text }`, link included. */
export function createLogMailer(log: () => Logger = logger): Mailer {
  return {
    delivers: false,
    send: async (mail) => {
      log().info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        `[mail] to ${mail.to}: ${mail.subject}`,
      );
    },
  };
}

export function createMemoryMailer(): Mailer & { outbox: Mail[] } {
  const outbox: Mail[] = [];
  return { delivers: false, outbox, send: async (mail) => void outbox.push(withHtml(mail)) };
}

/** The first http(s) link in a message (tests and the e2e journeys follow it). */
export function firstLink(text: string): string | null {
  return /https?:\/\/\S+/.exec(text)?.[0] ?? null;
}
