import type { z } from 'zod';
import type { updateAccountBodySchema } from '../../../common/api/auth';
import { AUTH_ROUTES } from '../../../common/api/routes/auth';
import { CALENDAR_ROUTES } from '../../../common/api/routes/calendar';
import { MAIL_SETTINGS_ROUTES } from '../../../common/api/routes/mail-settings';
import { USER_ROUTES } from '../../../common/api/routes/user';
import { api } from '../../api/client';

/** PUT /auth/: a new name, or a new password with the current one. */
export const updateAccount = (body: z.infer<typeof updateAccountBodySchema>) =>
  api.call(AUTH_ROUTES.updateAccount, { body });

/** DELETE /v1/user: the own account. */
export const deleteAccount = () => api.call(USER_ROUTES.delete);

/** GET /v1/user/calendar: the private calendar's address. */
export const fetchCalendarUrl = () => api.call(CALENDAR_ROUTES.url);

/** POST /v1/user/calendar/rotate: a new address; the old one stops working. */
export const rotateCalendarUrl = () => api.call(CALENDAR_ROUTES.rotate);

/** PUT /v1/user/digests: 'Recibir resúmenes por correo'. */
export const setOwnDigests = (receive: boolean) =>
  api.call(MAIL_SETTINGS_ROUTES.setOwn, { body: { receive_digests: receive } });
