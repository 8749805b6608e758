import { asc, type Column, desc, gte, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserSortField,
  type AdminUsersParams,
  type AdminUsersResponse,
} from '../../../common/api/admin-users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { accentFreeIlike } from '../../search/tender-filters';
import { adminUserFigures, presentAdminUser, selectAdminUsers } from './present-admin-user';

const SORT_COLUMNS: Record<AdminUserSortField, Column | SQL> = {
  id: users.id,
  name: users.name,
  email: users.email,
  created_at: users.createdAt,
  active: users.active,
  last_sign_in_at: users.lastSignInAt,
  total_alerts: adminUserFigures.total_alerts,
  unprocessed_notifications: adminUserFigures.unprocessed_notifications,
  total_notifications: adminUserFigures.total_notifications,
};

const WEEK_MS = 7 * 86_400_000;

function filterOf(q: AdminUsersParams): SQL | undefined {
  if (!q.filter_by || !q.filter_value) return undefined;
  return accentFreeIlike(sql`${q.filter_by === 'name' ? users.name : users.email}`, q.filter_value);
}

/** GET /v1/users: a page of accounts, filtered and sorted in SQL, with the screen's totals. */
export async function listUsers(db: Db, q: AdminUsersParams, now = new Date()): Promise<AdminUsersResponse> {
  const where = filterOf(q);
  const direction = q.sort_order === 'asc' ? asc : desc;
  // Missing values (never signed in, no name yet) say nothing to compare: last either way.
  const sorted = sql`${SORT_COLUMNS[q.sort_by]} ${sql.raw(q.sort_order)} nulls last`;
  const [rows, [matching], [totals]] = await Promise.all([
    selectAdminUsers(db)
      .where(where)
      .orderBy(sorted, direction(users.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((q.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
    db
      .select({
        total: sql<number>`count(*)::int`,
        lastWeek: sql<number>`(count(*) filter (where ${gte(users.createdAt, new Date(now.getTime() - WEEK_MS))}))::int`,
      })
      .from(users),
  ]);
  const total = matching?.total ?? 0;
  return {
    users: await Promise.all(rows.map((row) => presentAdminUser(db, row))),
    metadata: {
      total_results: total,
      total_pages: Math.ceil(total / ADMIN_USERS_PAGE_SIZE),
      current_page: q.page,
      total_users: totals?.total ?? 0,
      last_week_registered_users: totals?.lastWeek ?? 0,
    },
  };
}
