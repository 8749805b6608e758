import { projectDetailSchema } from '../../../common/api/procurement-project';
import { api } from '../../api/client';

export const fetchTenderDetail = (id: string, signal?: AbortSignal) =>
  api.get(`/v1/procurement_projects/${encodeURIComponent(id)}`, { schema: projectDetailSchema, signal });
