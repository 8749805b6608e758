import type { TFunction } from 'i18next';
import { type ProcurementFilters, SOURCES } from '../../../common/api/procurement-search';
import { formatDate, formatEuros } from '../../../common/format';
import { CONTRACT_FOLDER_STATUSES, CONTRACT_TYPES, PROCEDURES } from '../../../common/reference/codice';
import { regionOfNuts } from '../../../common/reference/geo';

export interface SummaryItem {
  label: string;
  value: string;
}

const labelled = (labels: Record<string, string>, codes: readonly string[]) =>
  codes.map((code) => labels[code] ?? code).join(', ');

const regionName = (nuts: string) => {
  const region = regionOfNuts(nuts);
  return region?.province?.shortName ?? region?.community?.shortName ?? nuts;
};

/**
 * The alert's filters as short «label: value» items for its row in the alerts table; filters
 * left at their defaults (all lots, country Spain, every source) are not mentioned.
 */
export function summarizeFilters(filters: ProcurementFilters, t: TFunction): SummaryItem[] {
  const items: SummaryItem[] = [];
  const add = (key: string, value: string | undefined) => {
    if (value) items.push({ label: t(`alerts.summary.${key}`), value });
  };
  const range = (from: string | undefined, to: string | undefined) =>
    [from ? t('alerts.summary.from', { value: from }) : '', to ? t('alerts.summary.to', { value: to }) : '']
      .filter(Boolean)
      .join(' ');
  const euros = (amount: number | null | undefined) => (amount == null ? undefined : formatEuros(amount));
  const day = (date: string | undefined) => (date ? formatDate(date) : undefined);

  const sources = filters.sources ?? [];
  if (sources.length && sources.length < SOURCES.length)
    add('sources', sources.map((s) => t(`alerts.sourceShort.${s}`)).join(', '));
  if (filters.only_active) add('onlyActive', '✓');
  add('title', filters.title);
  add('status', labelled(CONTRACT_FOLDER_STATUSES, filters.status ?? []));
  add('contractTypes', labelled(CONTRACT_TYPES, filters.contract_types ?? []));
  add('procedures', labelled(PROCEDURES, filters.procedure_codes ?? []));
  if (filters.lot_division && filters.lot_division !== 'all')
    add('lots', t(`search.filters.lotOptions.${filters.lot_division}`));
  const location = filters.location ?? {};
  if (location.country && location.country !== 'ES') add('country', location.country);
  add('regions', [...new Set((location.regions ?? []).map(regionName))].join(', '));
  add('city', location.city);
  add('postalCodes', location.postal_codes?.join(', '));
  add('contractingParty', filters.contracting_party?.name);
  add('amount', range(euros(filters.amount?.from), euros(filters.amount?.to)));
  add('date', range(day(filters.date?.from), day(filters.date?.to)));
  add('years', filters.date?.years?.join(', '));
  add('deadline', range(day(filters.submission_deadline?.from), day(filters.submission_deadline?.to)));
  add('cpv', filters.cpv_codes?.join(', '));
  add('awardees', filters.awardee_parties?.join(', '));
  return items;
}
