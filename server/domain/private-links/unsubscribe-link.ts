import { eq } from 'drizzle-orm';
import { appUrl } from '../../../common/app-paths';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { type LinkSigner, linkSigner } from './signed-token';

/** An unsubscribe token: the user's id and its signature (it never expires: old e-mails keep working). */
const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The one-click unsubscribe address of a user's digests (RFC 8058): a POST to it turns them off,
 * a GET opens the page that confirms it and offers to undo.
 */
export const unsubscribeUrl = (signer: LinkSigner, publicUrl: string, userId: number) =>
  appUrl(publicUrl, `/v1/mail/unsubscribe?token=${userId}.${signer.sign(['unsubscribe', userId])}`);

/** The headers that let a mail provider show its own unsubscribe button and POST to the link. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The user a digest's unsubscribe token names; a token that is not a user's signed one is not found. */
async function tokenUserId(db: Db, token: string): Promise<number> {
  const match = TOKEN.exec(token);
  const userId = match ? Number(match[1]) : 0;
  if (!match || userId > 2 ** 31 - 1 || !(await linkSigner(db)).verify(['unsubscribe', userId], match[2]!)) {
    throw invalidLink();
  }
  return userId;
}

const invalidLink = () => new AppError('not_found', t('errors.unsubscribe.invalid'));

/**
 * Whether the digests a token names are on, changing nothing: the page the link opens checks it
 * on arrival, before offering the change. Whoever holds the link learns nothing of the account.
 */
export async function digestsByToken(db: Db, token: string) {
  const userId = await tokenUserId(db, token);
  const [user] = await db
    .select({ receiveDigests: users.receiveDigests })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw invalidLink();
  return { receive_digests: user.receiveDigests };
}

/**
 * Turns the digests of the token's user off (or back on: the undo); no session needed, the token
 * is the credential.
 */
export async function setDigestsByToken(db: Db, token: string, receive: boolean) {
  const userId = await tokenUserId(db, token);
  const [user] = await db
    .update(users)
    .set({ receiveDigests: receive })
    .where(eq(users.id, userId))
    .returning({ receiveDigests: users.receiveDigests });
  if (!user) throw invalidLink();
  return { receive_digests: user.receiveDigests };
}

/** The account switch 'Recibir resúmenes por correo'. */
export async function setOwnDigests(db: Db, userId: number, receive: boolean): Promise<void> {
  await db.update(users).set({ receiveDigests: receive }).where(eq(users.id, userId));
}
