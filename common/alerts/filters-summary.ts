import type { TFunction } from 'i18next';
import { type ProcurementFilters, SOURCES } from '../api/procurement-search';
import { cpvWithLabel } from '../cpv';
import { formatDate, formatEuros, formatPercent } from '../format';
import { CONTRACT_FOLDER_STATUSES, CONTRACT_TYPES, PROCEDURES } from '../reference/codice';
import { regionOfNuts } from '../reference/geo';

export interface SummaryItem {
  /** Which filter it is (a stable key for lists). */
  id: string;
  label: string;
  value: string;
  /** The same filters without this one. */
  clear(filters: ProcurementFilters): ProcurementFilters;
}

const labelled = (labels: Record<string, string>, codes: readonly string[]) =>
  codes.map((code) => labels[code] ?? code).join(', ');

const regionName = (nuts: string) => {
  const region = regionOfNuts(nuts);
  return region?.province?.shortName ?? region?.community?.shortName ?? nuts;
};

type Location = NonNullable<ProcurementFilters['location']>;
type DateFilter = NonNullable<ProcurementFilters['date']>;

const withoutKey = (key: keyof ProcurementFilters) => (filters: ProcurementFilters) => {
  const { [key]: _, ...rest } = filters;
  return rest;
};
const withoutLocation = (key: keyof Location) => (filters: ProcurementFilters) => {
  const { [key]: _, ...location } = filters.location ?? {};
  return { ...filters, location };
};
const withoutDate =
  (...keys: (keyof DateFilter)[]) =>
  (filters: ProcurementFilters) => {
    const date = { ...filters.date };
    for (const key of keys) delete date[key];
    return { ...filters, date };
  };

/** Whether a filter on what bidders must meet or how the award is decided is on. */
export const hasRequirementFilter = (f: ProcurementFilters) =>
  Boolean(
    f.no_classification ||
      f.price_weight_min != null ||
      f.automatic_weight_min != null ||
      f.no_value_judgement ||
      f.no_definitive_guarantee,
  );

/**
 * The filters as short «label: value» items, each removable: for an alert's row in the alerts
 * table and for the chips under the search box. Filters left at their defaults (all lots,
 * country Spain, every source) are not mentioned. `cpvName` adds a CPV code's name when known.
 */
export function summarizeFilters(
  filters: ProcurementFilters,
  t: TFunction,
  cpvName: (code: string) => string | undefined = () => undefined,
): SummaryItem[] {
  const items: SummaryItem[] = [];
  const add = (id: string, value: string | undefined, clear: SummaryItem['clear']) => {
    if (value) items.push({ id, label: t(`alerts.summary.${id}`), value, clear });
  };
  const range = (from: string | undefined, to: string | undefined) =>
    [from ? t('alerts.summary.from', { value: from }) : '', to ? t('alerts.summary.to', { value: to }) : '']
      .filter(Boolean)
      .join(' ');
  const euros = (amount: number | null | undefined) => (amount == null ? undefined : formatEuros(amount));
  const count = (n: number | null | undefined) => (n == null ? undefined : String(n));
  const percent = (fraction: number | null | undefined) =>
    fraction == null ? undefined : formatPercent(fraction);
  // A range whose ends agree is one value ('Ofertas: 1' for 'Una sola oferta').
  const span = (from: string | undefined, to: string | undefined) =>
    from !== undefined && from === to ? from : range(from, to);
  const atLeast = (percent: number | null | undefined) =>
    percent == null ? undefined : t('alerts.summary.atLeast', { value: formatPercent(percent / 100) });
  const day = (date: string | undefined) => (date ? formatDate(date) : undefined);
  const cpv = (code: string) => cpvWithLabel(code, cpvName(code));

  const location = filters.location ?? {};
  // One entry per filter field, in display order: a new field in the schema does not compile
  // until it is summarised here.
  const summarizers: Record<keyof ProcurementFilters, () => void> = {
    sources: () => {
      const sources = filters.sources ?? [];
      if (sources.length && sources.length < SOURCES.length)
        add('sources', sources.map((s) => t(`alerts.sourceShort.${s}`)).join(', '), withoutKey('sources'));
    },
    only_active: () => {
      if (filters.only_active) add('onlyActive', '✓', withoutKey('only_active'));
    },
    title: () => add('title', filters.title, withoutKey('title')),
    document_terms: () => add('documentTerms', filters.document_terms, withoutKey('document_terms')),
    status: () =>
      add('status', labelled(CONTRACT_FOLDER_STATUSES, filters.status ?? []), withoutKey('status')),
    contract_types: () =>
      add(
        'contractTypes',
        labelled(CONTRACT_TYPES, filters.contract_types ?? []),
        withoutKey('contract_types'),
      ),
    procedure_codes: () =>
      add('procedures', labelled(PROCEDURES, filters.procedure_codes ?? []), withoutKey('procedure_codes')),
    lot_division: () => {
      if (filters.lot_division && filters.lot_division !== 'all')
        add('lots', t(`search.filters.lotOptions.${filters.lot_division}`), withoutKey('lot_division'));
    },
    location: () => {
      // Removing the country goes back to the default, Spain.
      if (location.country && location.country !== 'ES')
        add('country', location.country, (f) => ({ ...f, location: { ...f.location, country: 'ES' } }));
      add(
        'regions',
        [...new Set((location.regions ?? []).map(regionName))].join(', '),
        withoutLocation('regions'),
      );
      add('city', location.city, withoutLocation('city'));
      add('postalCodes', location.postal_codes?.join(', '), withoutLocation('postal_codes'));
    },
    contracting_party: () =>
      add('contractingParty', filters.contracting_party?.name, withoutKey('contracting_party')),
    amount: () =>
      add('amount', range(euros(filters.amount?.from), euros(filters.amount?.to)), withoutKey('amount')),
    date: () => {
      add('date', range(day(filters.date?.from), day(filters.date?.to)), withoutDate('from', 'to'));
      add('years', filters.date?.years?.join(', '), withoutDate('years'));
    },
    submission_deadline: () =>
      add(
        'deadline',
        range(day(filters.submission_deadline?.from), day(filters.submission_deadline?.to)),
        withoutKey('submission_deadline'),
      ),
    cpv_codes: () => add('cpv', filters.cpv_codes?.map(cpv).join('; '), withoutKey('cpv_codes')),
    awardee_parties: () =>
      add('awardees', filters.awardee_parties?.join(', '), withoutKey('awardee_parties')),
    offers: () =>
      add('offers', span(count(filters.offers?.from), count(filters.offers?.to)), withoutKey('offers')),
    discount: () =>
      add(
        'discount',
        span(percent(filters.discount?.from), percent(filters.discount?.to)),
        withoutKey('discount'),
      ),
    no_classification: () => {
      if (filters.no_classification)
        add('noClassification', t('alerts.summary.notRequired'), withoutKey('no_classification'));
    },
    price_weight_min: () =>
      add('priceWeight', atLeast(filters.price_weight_min), withoutKey('price_weight_min')),
    automatic_weight_min: () =>
      add('automaticWeight', atLeast(filters.automatic_weight_min), withoutKey('automatic_weight_min')),
    no_value_judgement: () => {
      if (filters.no_value_judgement)
        add('noValueJudgement', t('alerts.summary.none'), withoutKey('no_value_judgement'));
    },
    no_definitive_guarantee: () => {
      if (filters.no_definitive_guarantee)
        add('noDefinitiveGuarantee', t('alerts.summary.notRequired'), withoutKey('no_definitive_guarantee'));
    },
    // Said only beside a requirement filter: alone it changes nothing.
    include_unpublished_requirements: () => {
      if (filters.include_unpublished_requirements && hasRequirementFilter(filters))
        add(
          'includeUnpublishedRequirements',
          t('alerts.summary.included'),
          withoutKey('include_unpublished_requirements'),
        );
    },
    eligibility: () =>
      filters.eligibility &&
      add('eligibility', t(`eligibilityFilter.${filters.eligibility}`), withoutKey('eligibility')),
  };
  for (const summarize of Object.values(summarizers)) summarize();
  return items;
}
