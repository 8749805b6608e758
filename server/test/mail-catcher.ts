import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export interface MailCatcher {
  url: string;
  messages: ParsedMail[];
  /** While true, every recipient is refused with a temporary error (451), as a server in trouble answers. */
  refusing: boolean;
  /** Waits for the next message to `to` (lower-case) that has not been taken yet. */
  next(to: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  let catcher: MailCatcher | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!catcher?.refusing) return callback();
      callback(
        Object.assign(new Error('Servicio no disponible, inténtelo más tarde'), { responseCode: 451 }),
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipient = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a?.value ?? []);
  catcher = {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    refusing: false,
    async next(to) {
      const find = () => messages.find((m) => !taken.has(m) && recipient(m).some((a) => a.address === to));
      await expect.poll(find, { timeout: 20_000, interval: 100 }).toBeDefined();
      const mail = find()!;
      taken.add(mail);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return catcher;
}

/** The first link in a message's plain text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((w) => w.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return link;
}
