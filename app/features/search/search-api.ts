import { cpvSearchResponseSchema } from '../../../common/api/cpv';
import {
  type ProcurementSearchBody,
  procurementSearchResponseSchema,
} from '../../../common/api/procurement-search';
import { api } from '../../api/client';

export const searchTenders = (body: ProcurementSearchBody, signal?: AbortSignal) =>
  api.post('/v1/procurement/search', { body, schema: procurementSearchResponseSchema, signal });

/** GET /v1/cpv: CPV codes by code prefix or words of the label. */
export const searchCpvCodes = (q: string, signal?: AbortSignal) =>
  api.get('/v1/cpv', { query: { q, limit: 20 }, schema: cpvSearchResponseSchema, signal });
