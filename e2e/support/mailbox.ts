import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { inject } from 'vitest';

const WAIT_MS = 20_000;
const taken = new Set<string>();

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((address) => address?.value ?? []).map((a) => a.address?.toLowerCase() ?? '');
}

/** The messages to `to` in a receiver's folder, oldest first, each with its file. */
async function messagesTo(to: string, folder: string): Promise<{ file: string; mail: ParsedMail }[]> {
  const files = (await readdir(folder)).filter((f) => f.endsWith('.eml')).sort();
  const messages = await Promise.all(
    files.map(async (f) => {
      const file = path.join(folder, f);
      return { file, mail: await simpleParser(await readFile(file)) };
    }),
  );
  return messages.filter((m) => recipients(m.mail).includes(to.toLowerCase()));
}

/**
 * The next message to `to` that the real SMTP receiver got (the shared server's unless `folder`
 * is another server's mail folder) and that this test file has not taken yet; waits for it to arrive.
 */
export async function nextMail(to: string, folder: string = inject('mailDir')): Promise<ParsedMail> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const next = (await messagesTo(to, folder)).find((m) => !taken.has(m.file));
    if (next) {
      taken.add(next.file);
      return next.mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No e-mail to ${to} arrived within ${WAIT_MS / 1000} s`);
}

/** How many messages to `to` the receiver has got so far, taken or not (to prove none came). */
export async function mailCount(to: string, folder: string = inject('mailDir')): Promise<number> {
  return (await messagesTo(to, folder)).length;
}

/** The first link in a message's plain text whose path is `pathname` (any host). */
export function linkIn(mail: ParsedMail, pathname: string): string {
  const link = (mail.text ?? '')
    .split(/\s+/)
    .find((word) => /^https?:\/\//.test(word) && new URL(word).pathname === pathname);
  if (!link) throw new Error(`No link to ${pathname} in: ${mail.text}`);
  return link;
}
