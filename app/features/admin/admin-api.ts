// Every call of the admin area (users, one user, manual licences, a user's alerts and follows).
import type {
  CreateAdminSubscriptionBody,
  UpdateAdminSubscriptionBody,
} from '../../../common/api/admin-subscriptions';
import type { AdminUsersParams } from '../../../common/api/admin-users';
import { pathOf } from '../../../common/api/contract';
import { ADMIN_LICENCE_ROUTES } from '../../../common/api/routes/admin';
import { AUTH_ROUTES } from '../../../common/api/routes/auth';
import { USER_ADMIN_ROUTES, USER_MONITORING_ROUTES } from '../../../common/api/routes/users';
import { api } from '../../api/client';
import type { FollowKind } from '../../api/follows/follows-api';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersParams) => ['admin', 'users', 'list', query] as const,
};

export const fetchAdminUsers = (query: AdminUsersParams, signal?: AbortSignal) =>
  api.call(USER_ADMIN_ROUTES.list, { query: { ...query }, signal });

/** POST /auth/invitation: the server trims the address and answers '{email} invitado con éxito.'. */
export const inviteByEmail = (email: string) =>
  api.call(AUTH_ROUTES.invite, { body: { email: email.trim() } });

export const adminUserKey = (id: number) => [...adminUserKeys.all, 'one', id] as const;

export const fetchAdminUser = (id: number, signal?: AbortSignal) =>
  api.call(USER_ADMIN_ROUTES.show, { params: { id }, signal });

export const setAdminRole = (id: number, admin: boolean) =>
  api.call(USER_ADMIN_ROUTES.setAdmin, { params: { id }, body: { admin } });

export const adminLicenceKey = (id: number) => ['admin', 'licences', id] as const;

export const fetchAdminLicence = (id: number, signal?: AbortSignal) =>
  api.call(ADMIN_LICENCE_ROUTES.show, { params: { id }, signal });
export const createAdminLicence = (body: CreateAdminSubscriptionBody) =>
  api.call(ADMIN_LICENCE_ROUTES.create, { body });
export const updateAdminLicence = (id: number, body: UpdateAdminSubscriptionBody) =>
  api.call(ADMIN_LICENCE_ROUTES.update, { params: { id }, body });
export const deleteAdminLicence = (id: number) => api.call(ADMIN_LICENCE_ROUTES.delete, { params: { id } });
export const addAdminMember = (id: number, email: string) =>
  api.call(ADMIN_LICENCE_ROUTES.addMember, { params: { id }, body: { user_email: email.trim() } });
export const removeAdminMember = (id: number, userId: number) =>
  api.call(ADMIN_LICENCE_ROUTES.removeMember, { params: { id, userId } });

/** What an expanded row of the users table lists: the user's alerts or one kind of follow. */
export type MonitoringSource = 'alerts' | FollowKind;

export const userMonitoringKey = (userId: number, source: MonitoringSource) =>
  [...adminUserKeys.all, userId, source] as const;

/** The notifications call of each source's items. */
const itemNotifications = {
  alerts: { route: USER_MONITORING_ROUTES.alertNotifications, item: 'alertId' },
  project: { route: USER_MONITORING_ROUTES.tenderFollowNotifications, item: 'subId' },
  party: { route: USER_MONITORING_ROUTES.partyFollowNotifications, item: 'subId' },
} as const satisfies Record<MonitoringSource, { route: { path: string }; item: string }>;

/** GET /v1/users/{id}/{source}/{itemId}/notifications: what one alert or follow told the user. */
export function userItemNotificationsPath(userId: number, source: MonitoringSource, itemId: number) {
  const { route, item } = itemNotifications[source];
  return pathOf(route.path, { id: userId, [item]: itemId });
}

export const fetchUserAlerts = (userId: number, page: number, signal?: AbortSignal) =>
  api.call(USER_MONITORING_ROUTES.alerts, { params: { id: userId }, query: { page }, signal });

export const fetchUserTenderFollows = (userId: number, page: number, signal?: AbortSignal) =>
  api.call(USER_MONITORING_ROUTES.tenderFollows, { params: { id: userId }, query: { page }, signal });

export const fetchUserPartyFollows = (userId: number, page: number, signal?: AbortSignal) =>
  api.call(USER_MONITORING_ROUTES.partyFollows, { params: { id: userId }, query: { page }, signal });
