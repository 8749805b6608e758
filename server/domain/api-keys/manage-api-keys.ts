import { sql } from 'drizzle-orm';
import { API_KEY_LIMIT, type CreateApiKeyBody, type CreatedApiKey } from '../../../common/api/api-keys';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { apiKeys } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { newApiKey } from './key-secret';
import { presentApiKeys } from './present-api-key';
import { visibleTo } from './visible-keys';

const keyNotFound = () => new AppError('not_found', t('apiKeys.errors.notFound'));

/** The user's keys, and their licence members' when they own the licence. */
export const listApiKeys = (db: Db, userId: number) => presentApiKeys(db, visibleTo(userId));

async function insertKey(
  tx: Pick<Db, 'insert'>,
  userId: number,
  body: CreateApiKeyBody,
): Promise<{ id: number; key: string }> {
  const { key, prefix, hash } = newApiKey();
  const [row] = await tx
    .insert(apiKeys)
    .values({
      userId,
      name: body.name,
      prefix,
      keyHash: hash,
      scopes: body.scopes,
      expiresAt: body.expires_at ?? null,
      allowedAddresses: body.allowed_addresses,
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, key };
}

async function presentCreated(db: Db, created: { id: number; key: string }): Promise<CreatedApiKey> {
  const [key] = await presentApiKeys(db, sql`k.id = ${created.id}`);
  return { ...key!, key: created.key };
}

/**
 * A new key of the user, shown once. The user's row is locked while their keys are counted, so
 * parallel calls never pass the limit together.
 */
export async function createApiKey(db: Db, userId: number, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from api_keys where user_id = ${userId} and revoked_at is null`,
    );
    if ((row?.n ?? 0) >= API_KEY_LIMIT)
      throw new AppError('unprocessable', t('apiKeys.errors.tooMany', { limit: API_KEY_LIMIT }));
    return insertKey(tx, userId, body);
  });
  return presentCreated(db, created);
}

/** Revokes a key the user may see (theirs, or a member's of the licence they own). */
export async function revokeApiKey(db: Db, userId: number, id: number): Promise<void> {
  const revoked = await queryRows<{ id: number }>(
    db,
    sql`update api_keys k set revoked_at = now() where k.id = ${id} and ${visibleTo(userId)} returning k.id`,
  );
  if (revoked.length === 0) throw keyNotFound();
}

/** The user's own key replaced by a new one with the same name, scopes, expiry and addresses. */
export async function rotateApiKey(db: Db, userId: number, id: number): Promise<CreatedApiKey> {
  const created = await db.transaction(async (tx) => {
    const [old] = await queryRows<{
      name: string;
      scopes: CreateApiKeyBody['scopes'];
      expires_at: string | null;
      allowed_addresses: string[];
    }>(
      tx,
      sql`update api_keys k set revoked_at = now()
          where k.id = ${id} and k.user_id = ${userId} and k.revoked_at is null
          returning k.name, k.scopes, k.expires_at::text as expires_at, k.allowed_addresses`,
    );
    if (!old) throw keyNotFound();
    return insertKey(tx, userId, old);
  });
  return presentCreated(db, created);
}
