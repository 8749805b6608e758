import { useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '../../common/api/company-profile';
import { COMPANY_PROFILE_ROUTES } from '../../common/api/routes/company-profile';
import { api } from './client';

/** Every query that depends on the profile starts with this key: a save updates it and refreshes the verdicts. */
export const COMPANY_PROFILE_KEY = ['company-profile'] as const;

/** GET /v1/company_profile: the licence's profile, or the user's own. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: ({ signal }) => api.call(COMPANY_PROFILE_ROUTES.show, { signal }),
  });
}

/** Nothing eligibility compares has been given yet. */
export const isEmptyProfile = (p: CompanyProfile) =>
  p.classifications.length === 0 && p.turnover.length === 0 && p.certificates.length === 0;

/** A tender's '¿Puedo presentarme?' query: under the profile's key, refreshed when it is saved. */
export const eligibilityKey = (tenderId: number) =>
  [...COMPANY_PROFILE_KEY, 'eligibility', String(tenderId)] as const;

/** GET /v1/procurement_projects/{id}/eligibility: the tender's verdict for the profile. */
export function useTenderEligibility(tenderId: number) {
  return useQuery({
    queryKey: eligibilityKey(tenderId),
    queryFn: ({ signal }) =>
      api.call(COMPANY_PROFILE_ROUTES.eligibility, { params: { id: tenderId }, signal }),
  });
}

/** Where the profile is edited. */
export const COMPANY_PROFILE_PATH = '/user/perfil_empresa';
