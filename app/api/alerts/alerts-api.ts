import type { Alert, AlertType, CreateAlertBody, UpdateAlertBody } from '../../../common/api/alerts';
import { ALERT_ROUTES } from '../../../common/api/routes/alerts';
import { api } from '../client';

/** GET /v1/alerts: one page of the user's alerts of one type, starred first. */
export const fetchAlerts = (type: AlertType, page: number, signal?: AbortSignal) =>
  api.call(ALERT_ROUTES.list, { query: { alert_type: type, page }, signal });

export const fetchAlert = (id: number, signal?: AbortSignal) =>
  api.call(ALERT_ROUTES.show, { params: { id }, signal });

export const createAlert = (body: CreateAlertBody) => api.call(ALERT_ROUTES.create, { body });

export const updateAlert = ({ id, changes }: { id: number; changes: UpdateAlertBody }) =>
  api.call(ALERT_ROUTES.update, { params: { id }, body: changes });

export const deleteAlert = (alert: Pick<Alert, 'id'>) =>
  api.call(ALERT_ROUTES.delete, { params: { id: alert.id } });
