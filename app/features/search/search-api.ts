import {
  type ProcurementSearchBody,
  procurementSearchResponseSchema,
} from '../../../common/api/procurement-search';
import { api } from '../../api/client';

export const searchTenders = (body: ProcurementSearchBody, signal?: AbortSignal) =>
  api.post('/v1/procurement/search', { body, schema: procurementSearchResponseSchema, signal });
