import { type AdminUsersParams, adminUsersResponseSchema } from '../../../common/api/admin-users';
import { messageResponseSchema } from '../../../common/api/auth';
import { api } from '../../api/client';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersParams) => ['admin', 'users', 'list', query] as const,
};

export const fetchAdminUsers = (query: AdminUsersParams, signal?: AbortSignal) =>
  api.get('/v1/users', { query: { ...query }, schema: adminUsersResponseSchema, signal });

/** POST /auth/invitation: the server trims the address and answers '{email} invitado con éxito.'. */
export const inviteByEmail = (email: string) =>
  api.post('/auth/invitation', { body: { email: email.trim() }, schema: messageResponseSchema });
