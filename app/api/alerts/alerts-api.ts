import {
  type Alert,
  type AlertType,
  alertSchema,
  alertsResponseSchema,
  type CreateAlertBody,
  type UpdateAlertBody,
} from '../../../common/api/alerts';
import { api } from '../client';

/** GET /v1/alerts: one page of the user's alerts of one type, starred first. */
export const fetchAlerts = (type: AlertType, page: number, signal?: AbortSignal) =>
  api.get('/v1/alerts', { query: { alert_type: type, page }, schema: alertsResponseSchema, signal });

export const fetchAlert = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/alerts/${id}`, { schema: alertSchema, signal });

export const createAlert = (body: CreateAlertBody) => api.post('/v1/alerts', { body, schema: alertSchema });

export const updateAlert = ({ id, changes }: { id: number; changes: UpdateAlertBody }) =>
  api.put(`/v1/alerts/${id}`, { body: changes, schema: alertSchema });

export const deleteAlert = (alert: Pick<Alert, 'id'>) => api.delete(`/v1/alerts/${alert.id}`);
