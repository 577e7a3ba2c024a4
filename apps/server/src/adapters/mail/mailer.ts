/**
 * The mail port. With SMTP_URL the message goes out through nodemailer; without it (the embedded
 * default) it is written to the server log and the mail_outbox table, so a developer can still
 * follow a password reset link.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { createOutboxRepository } from './outbox-repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  // nodemailer loads with the first message, not at start (docs/decisions/064).
  let transport: Promise<Transporter> | null = null;
  const opened = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.url));
    return transport;
  };
  return {
    kind: 'smtp',
    async send(message) {
      await (await opened()).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}

/**
 * `logBody`: the message's text goes to the log too, for a developer following a reset link on
 * her own machine (NODE_ENV=development). Anywhere else the text carries live reset tokens, so it
 * stays in the mail_outbox table only.
 */
export function createOutboxMailer(options: { db: Database; log: FastifyBaseLogger; logBody: boolean }): Mailer {
  const outbox = createOutboxRepository();
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.insert(options.db, message);
      options.log.info(
        { mail: { to: message.to, subject: message.subject }, ...(options.logBody ? { text: message.text } : {}) },
        'email not sent (SMTP_URL is not set): kept in the mail_outbox table',
      );
    },
    async close() {},
  };
}
