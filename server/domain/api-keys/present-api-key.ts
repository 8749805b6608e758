import { type SQL, sql } from 'drizzle-orm';
import type { ApiKey } from '../../../common/api/api-keys';
import { madridToday } from '../../../common/calendar';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

interface KeyRow extends Omit<ApiKey, 'last_used_at' | 'created_at'> {
  last_used_at: string | Date | null;
  created_at: string | Date;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** The keys `where` keeps (alias `k`), newest first, with their owner and today's calls. */
export async function presentApiKeys(db: Pick<Db, 'execute'>, where: SQL): Promise<ApiKey[]> {
  const rows = await queryRows<KeyRow>(
    db,
    sql`select k.id, k.name, k.prefix, k.scopes, k.expires_at::text as expires_at,
          k.allowed_addresses, k.last_used_at, k.last_used_address, k.created_at,
          json_build_object('id', u.id, 'name', u.name, 'email', u.email) as owner,
          coalesce((select n.calls from api_key_uses n where n.key_id = k.id and n.day = ${madridToday()}::date), 0)
            as uses_today
        from api_keys k join users u on u.id = k.user_id
        where ${where}
        order by k.created_at desc, k.id desc`,
  );
  return rows.map((row) => ({
    ...row,
    last_used_at: row.last_used_at === null ? null : iso(row.last_used_at),
    created_at: iso(row.created_at),
  }));
}
