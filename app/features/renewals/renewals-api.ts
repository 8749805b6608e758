import type { RenewalSearchBody, RenewalSearchResponse } from '../../../common/api/renewals';
import { RENEWAL_ROUTES } from '../../../common/api/routes/renewals';
import { api } from '../../api/client';

/** POST /v1/procurement/renewals/search: awarded contracts ending in a window, soonest first. */
export const searchRenewals = (
  body: RenewalSearchBody,
  signal?: AbortSignal,
): Promise<RenewalSearchResponse> => api.call(RENEWAL_ROUTES.search, { body, signal });
