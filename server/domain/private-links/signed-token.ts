import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signingKeys } from '../../db/schema';

const KEY_NAME = 'private_links';

/**
 * The server's key for private links, created at first use and kept in the database so every
 * process signs alike. Links are signed rather than stored: the app must be able to show a
 * calendar or feed address again, and a stored hash could not give it back.
 */
async function signingKey(db: Db): Promise<Buffer> {
  await db
    .insert(signingKeys)
    .values({ name: KEY_NAME, key: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: signingKeys.key })
    .from(signingKeys)
    .where(eq(signingKeys.name, KEY_NAME));
  return Buffer.from(row!.key, 'base64url');
}

/** What a token stands for: its purpose and the values it binds (an id, a rotatable nonce). */
type Subject = readonly [
  purpose: 'calendar' | 'feed' | 'unsubscribe' | 'feedback',
  ...values: (string | number)[],
];

const mac = (key: Buffer, subject: Subject) =>
  createHmac('sha256', key).update(subject.join('\n')).digest('base64url');

export interface LinkSigner {
  /** The URL-safe token of a subject: 43 characters, unguessable without the server's key. */
  sign(subject: Subject): string;
  /** Whether `token` is the subject's token (constant-time, so timing reveals nothing of it). */
  verify(subject: Subject, token: string): boolean;
}

/** Signs and checks tokens with the server's key (read once: a list signs many links). */
export async function linkSigner(db: Db): Promise<LinkSigner> {
  const key = await signingKey(db);
  return {
    sign: (subject) => mac(key, subject),
    verify: (subject, token) => {
      const expected = Buffer.from(mac(key, subject));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
