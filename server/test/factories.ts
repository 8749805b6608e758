import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TRIAL_DAYS } from '../../common/api/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../domain/accounts/secrets';
import { trialEnd } from '../domain/accounts/trial';

export const DEFAULT_PASSWORD = 'secreto-123';
// argon2 is deliberately slow: hash the shared test password once per file.
let defaultHash: Promise<string> | undefined;

/** A confirmed user with a unique e-mail, on trial unless told otherwise. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  if (password === DEFAULT_PASSWORD) defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash! : await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({
      email: `usuario-${randomBytes(5).toString('hex')}@example.com`,
      name: 'Ana Pérez',
      passwordHash,
      confirmedAt: new Date(),
      trialEndsAt: trialEnd(TRIAL_DAYS),
      ...fields,
    })
    .returning();
  return { ...user!, password };
}

export type AuthHeaders = Record<'access-token' | 'client' | 'uid', string>;

/** Signs in through the real endpoint and returns the headers the app would send. */
export async function signInAs(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<AuthHeaders> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign in failed: ${res.statusCode} ${res.body}`);
  return {
    'access-token': String(res.headers['access-token']),
    client: String(res.headers.client),
    uid: String(res.headers.uid),
  };
}
