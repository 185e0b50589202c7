/**
 * Outgoing email. With SMTP_URL set, messages go out through nodemailer; without it (the
 * embedded default) each message, link included, is written to the server log so a local
 * user can still follow it. Tests use a mailer that keeps messages in memory.
 */
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; delivers: boolean };

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    delivers: true,
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function createLogMailer(log: (line: string) => void = console.log): Mailer {
  return {
    delivers: false,
    send: async (mail) => {
      log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text.replace(/^/gm, '[mail]   ')}`);
    },
  };
}

export function createMemoryMailer(): Mailer & { outbox: Mail[] } {
  const outbox: Mail[] = [];
  return { delivers: false, outbox, send: async (mail) => void outbox.push(mail) };
}

/** The first http(s) link in a message (tests and the e2e journeys follow it). */
export function firstLink(text: string): string | null {
  return /https?:\/\/\S+/.exec(text)?.[0] ?? null;
}
