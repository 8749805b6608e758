import { cpvSearchResponseSchema } from '../../common/api/cpv';
import { api } from './client';

/** GET /v1/cpv: CPV codes by code prefix or words of the label. */
export const searchCpvCodes = (q: string, signal?: AbortSignal) =>
  api.get('/v1/cpv', { query: { q, limit: 20 }, schema: cpvSearchResponseSchema, signal });
