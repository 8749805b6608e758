import { z } from 'zod';
import type { updateAccountBodySchema } from '../../../common/api/auth';
import { calendarUrlSchema } from '../../../common/api/calendar';
import { currentUserSchema } from '../../../common/api/user';
import { api } from '../../api/client';

const updateResponseSchema = z.object({ data: currentUserSchema });

/** PUT /auth/: a new name, or a new password with the current one. */
export const updateAccount = (body: z.infer<typeof updateAccountBodySchema>) =>
  api.put('/auth/', { body, schema: updateResponseSchema });

/** DELETE /v1/user: the own account. */
export const deleteAccount = () => api.delete('/v1/user');

/** GET /v1/user/calendar: the private calendar's address. */
export const fetchCalendarUrl = () => api.get('/v1/user/calendar', { schema: calendarUrlSchema });

/** POST /v1/user/calendar/rotate: a new address; the old one stops working. */
export const rotateCalendarUrl = () => api.post('/v1/user/calendar/rotate', { schema: calendarUrlSchema });

/** PUT /v1/user/digests: 'Recibir resúmenes por correo'. */
export const setOwnDigests = (receive: boolean) =>
  api.put('/v1/user/digests', { body: { receive_digests: receive }, schema: currentUserSchema });
