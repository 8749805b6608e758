import { sourcesStatusSchema } from '../../../common/api/sources';
import { api } from '../../api/client';

export const fetchDataStatus = () => api.get('/v1/sources/status', { schema: sourcesStatusSchema });
