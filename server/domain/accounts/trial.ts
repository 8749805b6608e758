/** When a trial of `trialDays` (the operator's TRIAL_DAYS) started at `from` ends. */
export function trialEnd(trialDays: number, from = new Date()): Date {
  return new Date(from.getTime() + trialDays * 86_400_000);
}
