import { eq, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../common/api/admin-users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { loadCurrentUser } from '../accounts/present-user';
import { isoOrNull } from '../follows/present-follow';

// Qualified by hand: drizzle writes a bare "id" in a one-table select, which the subquery's own
// table would capture.
const userId = sql.raw('"users"."id"');
const countOf = (from: string, where = '') =>
  sql<number>`(select count(*)::int from ${sql.raw(from)} x where x.user_id = ${userId}${sql.raw(where)})`;

/**
 * The per-user figures of the admin table, as correlated subqueries over the per-user indexes:
 * ordered by an account column with a LIMIT, PostgreSQL computes them for the page's rows only.
 */
export const adminUserFigures = {
  total_alerts: countOf('alerts'),
  unprocessed_notifications: countOf('notifications', ' and not x.processed'),
  total_notifications: countOf('notifications'),
  last_notification_date: sql<
    Date | string | null
  >`(select max(x.date) from notifications x where x.user_id = ${userId})`,
  total_project_subscriptions: countOf('project_subscriptions'),
  total_party_subscriptions: countOf('party_subscriptions'),
};

export function selectAdminUsers(db: Db) {
  return db.select({ user: users, ...adminUserFigures }).from(users);
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['execute']>>[number];

/** The account as GET /v1/user presents it (subscription block included) plus its figures. */
export async function presentAdminUser(db: Db, row: AdminUserRow): Promise<AdminUser> {
  const { user, last_notification_date, ...counts } = row;
  return {
    ...(await loadCurrentUser(db, user)),
    ...counts,
    last_notification_date: isoOrNull(last_notification_date),
  };
}

/** GET /v1/users/{id}: any account, for an admin; 404 when there is none. */
export async function getAdminUser(db: Db, id: number): Promise<AdminUser> {
  const [row] = await selectAdminUsers(db).where(eq(users.id, id));
  if (!row) throw new AppError('not_found', t('errors.accounts.userNotFound'));
  return presentAdminUser(db, row);
}
