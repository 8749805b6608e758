import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../common/api/config';
import { CONFIG_ROUTES } from '../../common/api/routes/config';
import { api } from './client';

/** GET /v1/config, loaded once per page: undefined until it has loaded. */
export function usePublicConfig(): PublicConfig | undefined {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api.call(CONFIG_ROUTES.show),
    // A deployment setting: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}

/** The product's contact address (GET /v1/config); undefined until it has loaded. */
export function useContactEmail(): string | undefined {
  return usePublicConfig()?.contact_email;
}
