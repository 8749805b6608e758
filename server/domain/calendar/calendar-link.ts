import { eq, sql } from 'drizzle-orm';
import { appUrl } from '../../../common/app-paths';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { linkSigner } from '../private-links/signed-token';

/** A calendar token: the owner's id and a signature of their calendar nonce. */
const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

async function nonceOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ nonce: users.calendarNonce }).from(users).where(eq(users.id, userId));
  return row?.nonce ?? null;
}

/** The address of a user's private calendar: whoever has it reads the calendar without signing in. */
export async function calendarUrl(db: Db, publicUrl: string, userId: number): Promise<string> {
  const nonce = await nonceOf(db, userId);
  if (!nonce) throw new AppError('not_found');
  const signature = (await linkSigner(db)).sign(['calendar', userId, nonce]);
  return appUrl(publicUrl, `/v1/calendar/${userId}.${signature}.ics`);
}

/** A new calendar address for the user: the previous one stops working at once. */
export async function rotateCalendar(db: Db, publicUrl: string, userId: number): Promise<string> {
  await db.update(users).set({ calendarNonce: sql`gen_random_uuid()::text` }).where(eq(users.id, userId));
  return calendarUrl(db, publicUrl, userId);
}

/** The owner of a calendar token; an unknown, malformed or rotated one is not found. */
export async function calendarOwner(db: Db, token: string): Promise<number> {
  const match = TOKEN.exec(token);
  const userId = match ? Number(match[1]) : 0;
  const nonce = match && userId <= 2 ** 31 - 1 ? await nonceOf(db, userId) : null;
  if (!match || !nonce || !(await linkSigner(db)).verify(['calendar', userId, nonce], match[2]!)) {
    throw new AppError('not_found', t('errors.calendar.notFound'));
  }
  return userId;
}
