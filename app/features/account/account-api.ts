import { z } from 'zod';
import type { updateAccountBodySchema } from '../../../common/api/auth';
import { currentUserSchema } from '../../../common/api/user';
import { api } from '../../api/client';

const updateResponseSchema = z.object({ data: currentUserSchema });

/** PUT /auth/: a new name, or a new password with the current one. */
export const updateAccount = (body: z.infer<typeof updateAccountBodySchema>) =>
  api.put('/auth/', { body, schema: updateResponseSchema });

/** DELETE /v1/user: the own account. */
export const deleteAccount = () => api.delete('/v1/user');
