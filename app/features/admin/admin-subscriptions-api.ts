import type {
  CreateAdminSubscriptionBody,
  UpdateAdminSubscriptionBody,
} from '../../../common/api/admin-subscriptions';
import { messageResponseSchema } from '../../../common/api/auth';
import { subscriptionSchema } from '../../../common/api/subscriptions';
import { api } from '../../api/client';

const path = (id: number) => `/v1/admin/subscriptions/${id}`;

export const adminSubscriptionKey = (id: number) => ['admin', 'subscriptions', id] as const;

export const fetchAdminSubscription = (id: number, signal?: AbortSignal) =>
  api.get(path(id), { schema: subscriptionSchema, signal });
export const createAdminSubscription = (body: CreateAdminSubscriptionBody) =>
  api.post('/v1/admin/subscriptions', { body, schema: subscriptionSchema });
export const updateAdminSubscription = (id: number, body: UpdateAdminSubscriptionBody) =>
  api.put(path(id), { body, schema: subscriptionSchema });
export const deleteAdminSubscription = (id: number) =>
  api.delete(path(id), { schema: messageResponseSchema });
export const addAdminMember = (id: number, email: string) =>
  api.post(`${path(id)}/user`, { body: { user_email: email.trim() }, schema: subscriptionSchema });
export const removeAdminMember = (id: number, userId: number) =>
  api.delete(`${path(id)}/user/${userId}`, { schema: subscriptionSchema });
