import { alertsResponseSchema } from '../../../common/api/alerts';
import { partySubscriptionsPageSchema, projectSubscriptionsPageSchema } from '../../../common/api/follows';
import { api } from '../../api/client';
import type { FollowKind } from '../follows/follows-api';
import { adminUserKeys } from './admin-users-api';

/** What an expanded row of the users table lists: the user's alerts or one kind of follow. */
export type MonitoringSource = 'alerts' | FollowKind;

export const userMonitoringKey = (userId: number, source: MonitoringSource) =>
  [...adminUserKeys.all, userId, source] as const;

/** The admin calls of spec 001 §7, one path per source. */
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

export const fetchUserProjectFollows = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(userSourcePath(userId, 'project'), {
    query: { page },
    schema: projectSubscriptionsPageSchema,
    signal,
  });

export const fetchUserPartyFollows = (userId: number, page: number, signal?: AbortSignal) =>
  api.get(userSourcePath(userId, 'party'), { query: { page }, schema: partySubscriptionsPageSchema, signal });
