import {
  type RenewalSearchBody,
  type RenewalSearchResponse,
  renewalSearchResponseSchema,
} from '../../../common/api/renewals';
import { api } from '../../api/client';

/** POST /v1/procurement/renewals/search: awarded contracts ending in a window, soonest first. */
export const searchRenewals = (
  body: RenewalSearchBody,
  signal?: AbortSignal,
): Promise<RenewalSearchResponse> =>
  api.post('/v1/procurement/renewals/search', { body, schema: renewalSearchResponseSchema, signal });
