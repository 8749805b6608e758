import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { ApiScope } from '../../../common/api/api-keys';
import { madridToday } from '../../../common/calendar';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { hashToken } from '../accounts/secrets';
import { userLicenceIsActive } from '../licences/find-user-licence';
import { looksLikeApiKey, PREFIX_LENGTH } from './key-secret';

export interface ApiKeyCaller {
  user: typeof users.$inferSelect;
  licenceActive: boolean;
  apiKey: { id: number; scopes: ApiScope[] };
}

interface KeyRow {
  id: number;
  key_hash: string;
  scopes: ApiScope[];
  expires_at: string | null;
  allowed_addresses: string[];
  revoked: boolean;
  user_id: number;
  licence_active: boolean;
}

/** Whether the address is one of the allowed addresses or inside one of the networks. */
export function addressAllowed(address: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = '', bits] = entry.split('/');
    const kind = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(base, kind);
    else list.addSubnet(base, Number(bits), kind);
  }
  return list.check(plain, family);
}

const invalidKey = () => new AppError('unauthorized', t('apiKeys.errors.invalid'));

/**
 * The caller of a `Bearer lic_…` request: a 401 for a key that is unknown, revoked or past its
 * last day, or whose user is disabled; a 403 from an address the key does not allow. Each call
 * is counted for its Madrid day and the key's last use kept.
 */
export async function authenticateApiKey(
  db: Db,
  key: string,
  address: string,
  now = new Date(),
): Promise<ApiKeyCaller> {
  if (!looksLikeApiKey(key)) throw invalidKey();
  const [row] = await queryRows<KeyRow>(
    db,
    sql`select k.id, k.key_hash, k.scopes, k.expires_at::text as expires_at, k.allowed_addresses,
          k.revoked_at is not null as revoked, k.user_id, ${userLicenceIsActive(sql`k.user_id`)} as licence_active
        from api_keys k where k.prefix = ${key.slice(0, PREFIX_LENGTH)}`,
  );
  const today = madridToday(now);
  const hash = Buffer.from(hashToken(key));
  if (!row || !timingSafeEqual(hash, Buffer.from(row.key_hash)) || row.revoked) throw invalidKey();
  if (row.expires_at !== null && row.expires_at < today) throw invalidKey();
  if (!addressAllowed(address, row.allowed_addresses))
    throw new AppError('forbidden', t('apiKeys.errors.address', { address }));
  const [user] = await db.select().from(users).where(eq(users.id, row.user_id));
  if (!user?.active) throw invalidKey();
  await db.execute(
    sql`update api_keys set last_used_at = ${now}, last_used_address = ${address} where id = ${row.id}`,
  );
  await db.execute(
    sql`insert into api_key_uses (key_id, day, calls) values (${row.id}, ${today}::date, 1)
        on conflict (key_id, day) do update set calls = api_key_uses.calls + 1`,
  );
  return { user, licenceActive: row.licence_active, apiKey: { id: row.id, scopes: row.scopes } };
}
