import { and, eq, sql } from 'drizzle-orm';
import type { ApiScope } from '../../../common/api/api-keys';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { authTokens, users } from '../../db/schema';
import { userLicenceIsActive } from '../licences/find-user-licence';
import { hashToken, newToken } from './secrets';

export const SESSION_TTL_MS = 14 * 86_400_000;
/** Sliding expiry is written at most this often, not on every request. */
const RENEW_AFTER_MS = 3_600_000;

export interface SessionHeaders {
  'access-token': string;
  client: string;
  uid: string;
  expiry: string;
  'token-type': 'Bearer';
}

type Tx = Pick<Db, 'insert' | 'delete' | 'update' | 'select'>;

function headers(token: string, client: string, uid: string, expiresAt: Date): SessionHeaders {
  return {
    'access-token': token,
    client,
    uid,
    expiry: String(Math.floor(expiresAt.getTime() / 1000)),
    'token-type': 'Bearer',
  };
}

/** A new session for one device; signing in again on the same client replaces its token. */
export async function createSession(
  tx: Tx,
  user: { id: number; email: string },
  client?: string,
): Promise<SessionHeaders> {
  const { token, hash } = newToken();
  const clientId = client && /^[A-Za-z0-9_-]{8,64}$/.test(client) ? client : newToken().token.slice(0, 22);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await tx
    .insert(authTokens)
    .values({ userId: user.id, client: clientId, tokenHash: hash, expiresAt })
    .onConflictDoUpdate({
      target: [authTokens.userId, authTokens.client],
      set: { tokenHash: hash, expiresAt, lastUsedAt: new Date() },
    });
  return headers(token, clientId, user.email, expiresAt);
}

export interface AuthenticatedSession {
  user: typeof users.$inferSelect;
  /** The signed-in device's token; null for a call with an API key. */
  tokenId: number | null;
  /** The API key the call came with, and what it may do. */
  apiKey?: { id: number; scopes: ApiScope[] };
  /** Whether the subscription that gives the user licences is active (the tender screens' rule). */
  licenceActive: boolean;
  /** Set when the expiry slid forward: the response carries the new `expiry`. */
  renewed?: SessionHeaders['expiry'];
}

/** Every request with a token runs this: the token, its user and their licence's state in one statement. */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({ user: users, token: authTokens, licenceActive: userLicenceIsActive(sql`${users.id}`) })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(users.email, sql.placeholder('email')), eq(authTokens.client, sql.placeholder('client'))))
    .prepare('session_lookup'),
);

/** Resolves the token headers to a user, or null when missing, wrong or expired. */
export async function authenticate(
  db: Db,
  creds: { token?: string; client?: string; uid?: string },
  now = new Date(),
): Promise<AuthenticatedSession | null> {
  if (!creds.token || !creds.client || !creds.uid) return null;
  const [row] = await sessionLookup(db).execute({ email: creds.uid.toLowerCase(), client: creds.client });
  if (!row || row.token.tokenHash !== hashToken(creds.token) || row.token.expiresAt <= now) return null;
  if (!row.user.active) return null;

  const session = { user: row.user, tokenId: row.token.id, licenceActive: row.licenceActive };
  if (now.getTime() - row.token.lastUsedAt.getTime() < RENEW_AFTER_MS) return session;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.update(authTokens).set({ expiresAt, lastUsedAt: now }).where(eq(authTokens.id, row.token.id));
  return { ...session, renewed: String(Math.floor(expiresAt.getTime() / 1000)) };
}

export async function revokeSession(db: Tx, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

export async function revokeAllSessions(db: Tx, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}
