import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { TRIAL_DAYS } from '../../common/api/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { trialEnd } from '../domain/accounts/trial';

export const DEFAULT_PASSWORD = 'secreto-123';
/**
 * A test user's password as argon2id at the algorithm's lowest cost: signing in reads the cost
 * from the stored hash, so it checks the password in a millisecond instead of half a second of a
 * busy machine's time. What the app hashes itself (sign-up, reset, a changed password) keeps the
 * production cost of hashPassword.
 */
const testHash = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
// Hashed once per file all the same.
let defaultHash: Promise<string> | undefined;

/** A confirmed user with a unique e-mail, on trial unless told otherwise. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  if (password === DEFAULT_PASSWORD) defaultHash ??= testHash(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash! : await testHash(password);
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
