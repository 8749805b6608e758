import { SOURCE_ROUTES } from '../../../common/api/routes/sources';
import { api } from '../../api/client';

export const fetchDataStatus = () => api.call(SOURCE_ROUTES.status);
