import type { ProcurementSearchBody } from '../../../common/api/procurement-search';
import { TENDER_ROUTES } from '../../../common/api/routes/tenders';
import { api } from '../../api/client';

export const searchTenders = (body: ProcurementSearchBody, signal?: AbortSignal) =>
  api.call(TENDER_ROUTES.search, { body, signal });
