import { jobMonitorSchema, jobRunSchema, undeliveredMailSchema } from '../../../common/api/admin-jobs';
import { api } from '../../api/client';

export const jobMonitorKey = ['admin', 'jobs'] as const;

const runPath = (name: string, id: string) =>
  `/v1/admin/jobs/${encodeURIComponent(name)}/runs/${encodeURIComponent(id)}`;

export const fetchJobMonitor = (signal?: AbortSignal) =>
  api.get('/v1/admin/jobs', { schema: jobMonitorSchema, signal });

export const retryFailedJob = (name: string, id: string) =>
  api.post(`${runPath(name, id)}/retry`, { schema: jobRunSchema });

export const deleteFailedJob = (name: string, id: string) => api.delete(runPath(name, id));

export const retryFailedMail = (id: number) =>
  api.post(`/v1/admin/mail/${id}/retry`, { schema: undeliveredMailSchema });
