// Every call of the admin area (users, one user, manual licences, a user's alerts and follows).
import type {
  CreateAdminSubscriptionBody,
  UpdateAdminSubscriptionBody,
} from '../../../common/api/admin-subscriptions';
import {
  type AdminUsersParams,
  adminUserSchema,
  adminUsersResponseSchema,
  type SetAdminBody,
} from '../../../common/api/admin-users';
import { alertsResponseSchema } from '../../../common/api/alerts';
import { messageResponseSchema } from '../../../common/api/auth';
import { partySubscriptionsPageSchema, projectSubscriptionsPageSchema } from '../../../common/api/follows';
import { subscriptionSchema } from '../../../common/api/subscriptions';
import { api } from '../../api/client';
import type { FollowKind } from '../../api/follows/follows-api';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersParams) => ['admin', 'users', 'list', query] as const,
};

export const fetchAdminUsers = (query: AdminUsersParams, signal?: AbortSignal) =>
  api.get('/v1/users', { query: { ...query }, schema: adminUsersResponseSchema, signal });

/** POST /auth/invitation: the server trims the address and answers '{email} invitado con éxito.'. */
export const inviteByEmail = (email: string) =>
  api.post('/auth/invitation', { body: { email: email.trim() }, schema: messageResponseSchema });

export const adminUserKey = (id: number) => [...adminUserKeys.all, 'one', id] as const;

export const fetchAdminUser = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/users/${id}`, { schema: adminUserSchema, signal });

export const setAdminRole = (id: number, admin: boolean) =>
  api.put(`/v1/users/${id}/admin`, { body: { admin } satisfies SetAdminBody, schema: adminUserSchema });

const path = (id: number) => `/v1/admin/subscriptions/${id}`;

export const adminLicenceKey = (id: number) => ['admin', 'licences', id] as const;

export const fetchAdminLicence = (id: number, signal?: AbortSignal) =>
  api.get(path(id), { schema: subscriptionSchema, signal });
export const createAdminLicence = (body: CreateAdminSubscriptionBody) =>
  api.post('/v1/admin/subscriptions', { body, schema: subscriptionSchema });
export const updateAdminLicence = (id: number, body: UpdateAdminSubscriptionBody) =>
  api.put(path(id), { body, schema: subscriptionSchema });
export const deleteAdminLicence = (id: number) => api.delete(path(id), { schema: messageResponseSchema });
export const addAdminMember = (id: number, email: string) =>
  api.post(`${path(id)}/user`, { body: { user_email: email.trim() }, schema: subscriptionSchema });
export const removeAdminMember = (id: number, userId: number) =>
  api.delete(`${path(id)}/user/${userId}`, { schema: subscriptionSchema });

/** What an expanded row of the users table lists: the user's alerts or one kind of follow. */
export type MonitoringSource = 'alerts' | FollowKind;

export const userMonitoringKey = (userId: number, source: MonitoringSource) =>
  [...adminUserKeys.all, userId, source] as const;

/** The admin's monitoring calls, one path per source. */
const sourcePath: Record<MonitoringSource, string> = {
  alerts: 'alerts',
  project: 'project_subscriptions',
  party: 'party_subscriptions',
};

export const userSourcePath = (userId: number, source: MonitoringSource) =>
  `/v1/users/${userId}/${sourcePath[source]}`;

/** GET /v1/users/{id}/{source}/{itemId}/notifications: what one alert or follow told the user. */
export const userItemNotificationsPath = (userId: number, source: MonitoringSource, itemId: number) =>
  `${userSourcePath(userId, source)}/${itemId}/notifications`;

export const fetchUserAlerts = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(userSourcePath(userId, 'alerts'), { query: { page }, schema: alertsResponseSchema, signal });

export const fetchUserTenderFollows = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(userSourcePath(userId, 'project'), {
    query: { page },
    schema: projectSubscriptionsPageSchema,
    signal,
  });

export const fetchUserPartyFollows = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(userSourcePath(userId, 'party'), { query: { page }, schema: partySubscriptionsPageSchema, signal });
