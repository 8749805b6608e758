import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { OutboxRow } from './outbox';

export interface MailTransport {
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

function message(row: OutboxRow, from: string) {
  return {
    from,
    to: row.toAddress,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    // A message waiting to be sent always has its bodies; they are dropped once it is delivered.
    html: row.html ?? undefined,
    text: row.text ?? undefined,
    // List-Unsubscribe and List-Unsubscribe-Post of a digest (RFC 8058).
    ...(row.headers ? { headers: row.headers } : {}),
    // Stable per outbox row, so a retry after a crash is recognisable as the same message.
    messageId: `<outbox-${row.id}@licitaciones>`,
  };
}

/** SMTP when configured; otherwise the embedded default writes each message to a folder. */
export function createMailTransport(config: Config, log: Logger): MailTransport {
  const { smtpUrl, from, outboxDir } = config.mail;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      send: async (row) => {
        await transporter.sendMail(message(row, from));
      },
      close: () => transporter.close(),
    };
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (row) => {
      const info = await streamer.sendMail(message(row, from));
      mkdirSync(outboxDir, { recursive: true });
      const base = path.join(outboxDir, `${String(row.id).padStart(6, '0')}-${row.template}`);
      writeFileSync(`${base}.eml`, info.message as Buffer);
      writeFileSync(`${base}.html`, row.html ?? '');
      log.info({ to: row.toAddress, file: `${base}.eml` }, 'e-mail written to the local outbox');
    },
    close: () => streamer.close(),
  };
}
