import { ADMIN_JOB_ROUTES, ADMIN_MAIL_ROUTES } from '../../../common/api/routes/admin';
import { api } from '../../api/client';

export const jobMonitorKey = ['admin', 'jobs'] as const;

export const fetchJobMonitor = (signal?: AbortSignal) => api.call(ADMIN_JOB_ROUTES.monitor, { signal });

export const retryFailedJob = (name: string, id: string) =>
  api.call(ADMIN_JOB_ROUTES.retryRun, { params: { name, id } });

export const deleteFailedJob = (name: string, id: string) =>
  api.call(ADMIN_JOB_ROUTES.deleteRun, { params: { name, id } });

export const retryFailedMail = (id: number) => api.call(ADMIN_MAIL_ROUTES.retry, { params: { id } });
