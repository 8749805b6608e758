import { adminUserSchema, type SetAdminBody } from '../../../common/api/admin-users';
import { api } from '../../api/client';
import { adminUserKeys } from './admin-users-api';

export const adminUserKey = (id: number) => [...adminUserKeys.all, 'one', id] as const;

export const fetchAdminUser = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/users/${id}`, { schema: adminUserSchema, signal });

export const setAdminRole = (id: number, admin: boolean) =>
  api.put(`/v1/users/${id}/admin`, { body: { admin } satisfies SetAdminBody, schema: adminUserSchema });
