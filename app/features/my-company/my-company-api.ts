import { useQuery } from '@tanstack/react-query';
import type { MyCompanyQuery } from '../../../common/api/my-company';
import { MY_COMPANY_ROUTES } from '../../../common/api/routes/my-company';
import { api } from '../../api/client';

/** GET /v1/my_company: the profile's company, its Análisis and both renewal lists. */
export function useMyCompany(window: MyCompanyQuery) {
  return useQuery({
    queryKey: ['my-company', window],
    queryFn: ({ signal }) => api.call(MY_COMPANY_ROUTES.show, { query: window, signal }),
    retry: false,
  });
}
