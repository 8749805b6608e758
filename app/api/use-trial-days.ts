import { usePublicConfig } from './public-config';

/** The free days a new account gets (the operator's TRIAL_DAYS, GET /v1/config); undefined until loaded. */
export function useTrialDays(): number | undefined {
  return usePublicConfig()?.trial_days;
}
