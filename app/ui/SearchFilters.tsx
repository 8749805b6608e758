import {
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ProcurementFilters, SOURCES } from '../../common/api/procurement-search';
import { CONTRACT_FOLDER_STATUSES, CONTRACT_TYPES, PROCEDURES } from '../../common/reference/codice';
import { CpvPicker } from './CpvPicker';
import { DateField } from './DateField';
import { DebouncedAmount, DebouncedNumber, DebouncedText } from './DebouncedInputs';
import { RegionSelect } from './RegionSelect';
import { awardeeTags, postalCodeTags } from './search-state';
import { YearTagsInput } from './YearTagsInput';

type Status = NonNullable<ProcurementFilters['status']>[number];
type Source = (typeof SOURCES)[number];
type LotDivision = NonNullable<ProcurementFilters['lot_division']>;

export type FilterKey = keyof ProcurementFilters;

interface Props {
  filters: ProcurementFilters;
  disabled?: boolean;
  /** Filters a screen does not offer (the company page's views leave some out). */
  exclude?: readonly FilterKey[];
  onChange(filters: ProcurementFilters): void;
}

/** Discounts travel as fractions (0.125) and are typed as percentages (12,5). */
const toPercent = (fraction: number | null | undefined) =>
  fraction == null ? fraction : Math.round(fraction * 1000) / 10;
const toFraction = (percent: number | null) => (percent === null ? null : Math.round(percent * 10) / 1000);
/** 'Una sola oferta': awarded tenders with an award that received exactly one offer. */
const SINGLE_OFFER = { from: 1, to: 1 };

const entries = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The procurement filter panel (search screen, company page); every change applies at once. */
export function SearchFilters({ filters, disabled, exclude = [], onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: ProcurementFilters) => onChange({ ...filters, ...patch });
  const offers = (key: FilterKey) => !exclude.includes(key);
  const location = filters.location ?? {};
  const country = location.country ?? '';

  return (
    <Stack gap="md" data-testid="search-filters">
      <Group gap="xl">
        {offers('only_active') && (
          <Switch
            label={t('search.filters.onlyActive')}
            checked={filters.only_active ?? false}
            onChange={(event) => set({ only_active: event.currentTarget.checked })}
            disabled={disabled}
          />
        )}
        <Switch
          label={t('search.filters.singleOffer')}
          checked={filters.offers?.from === 1 && filters.offers?.to === 1}
          onChange={(event) => set({ offers: event.currentTarget.checked ? SINGLE_OFFER : {} })}
          disabled={disabled}
        />
      </Group>

      {offers('status') && (
        <Checkbox.Group
          label={t('search.filters.status')}
          value={filters.status ?? []}
          onChange={(value) => set({ status: value as Status[] })}
        >
          <Group gap="md" mt={6}>
            {entries(CONTRACT_FOLDER_STATUSES).map((s) => (
              <Checkbox key={s.value} value={s.value} label={s.label} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <DebouncedText
          label={t('search.filters.title')}
          value={filters.title}
          onChange={(title) => set({ title })}
          disabled={disabled}
        />
        {offers('awardee_parties') && (
          <TagsInput
            label={t('search.filters.awardees')}
            placeholder={
              filters.awardee_parties?.length ? undefined : t('search.filters.awardeesPlaceholder')
            }
            value={filters.awardee_parties ?? []}
            onChange={(tags) => set({ awardee_parties: awardeeTags(tags) })}
            // A tag is confirmed with Enter, not a comma: company names have commas ("Pérez, S.L.").
            splitChars={[]}
            acceptValueOnBlur={false}
            clearable
            disabled={disabled}
          />
        )}
        <MultiSelect
          label={t('search.filters.contractTypes')}
          data={entries(CONTRACT_TYPES)}
          value={filters.contract_types ?? []}
          onChange={(value) => set({ contract_types: value })}
          clearable
          disabled={disabled}
        />
        <MultiSelect
          label={t('search.filters.procedures')}
          data={entries(PROCEDURES)}
          value={filters.procedure_codes ?? []}
          onChange={(value) => set({ procedure_codes: value })}
          clearable
          disabled={disabled}
        />
        <NativeSelect
          label={t('search.filters.lots')}
          value={filters.lot_division ?? 'all'}
          onChange={(event) => set({ lot_division: event.currentTarget.value as LotDivision })}
          data={(['all', 'no_lots', 'has_lots'] as const).map((value) => ({
            value,
            label: t(`search.filters.lotOptions.${value}`),
          }))}
          disabled={disabled}
        />
        <NativeSelect
          label={t('search.filters.country')}
          value={country}
          onChange={(event) => {
            const next = event.currentTarget.value;
            // Regions are offered, and sent, only for Spain.
            set({
              location: {
                ...location,
                country: next || undefined,
                regions: next === 'ES' ? location.regions : [],
              },
            });
          }}
          data={[
            { value: 'ES', label: t('search.filters.countryES') },
            { value: '', label: t('search.filters.countryAll') },
          ]}
          disabled={disabled}
        />
        {country === 'ES' && (
          <RegionSelect
            value={location.regions}
            onChange={(regions) => set({ location: { ...location, regions } })}
            disabled={disabled}
          />
        )}
        <DebouncedText
          label={t('search.filters.city')}
          value={location.city}
          onChange={(city) => set({ location: { ...location, city } })}
          disabled={disabled}
        />
        <TagsInput
          label={t('search.filters.postalCodes')}
          placeholder={location.postal_codes?.length ? undefined : t('search.filters.postalCodesPlaceholder')}
          value={location.postal_codes ?? []}
          onChange={(tags) => set({ location: { ...location, postal_codes: postalCodeTags(tags) } })}
          splitChars={[',', ' ']}
          clearable
          disabled={disabled}
        />
        {offers('contracting_party') && (
          <DebouncedText
            label={t('search.filters.contractingParty')}
            value={filters.contracting_party?.name}
            onChange={(name) => set({ contracting_party: { name } })}
            disabled={disabled}
          />
        )}
        <DebouncedAmount
          label={t('search.filters.amountFrom')}
          value={filters.amount?.from}
          onChange={(from) => set({ amount: { ...filters.amount, from } })}
          disabled={disabled}
        />
        <DebouncedAmount
          label={t('search.filters.amountTo')}
          value={filters.amount?.to}
          onChange={(to) => set({ amount: { ...filters.amount, to } })}
          disabled={disabled}
        />
        <DebouncedNumber
          label={t('search.filters.offersFrom')}
          value={filters.offers?.from}
          onChange={(from) => set({ offers: { ...filters.offers, from } })}
          decimals={0}
          max={10_000}
          disabled={disabled}
        />
        <DebouncedNumber
          label={t('search.filters.offersTo')}
          value={filters.offers?.to}
          onChange={(to) => set({ offers: { ...filters.offers, to } })}
          decimals={0}
          max={10_000}
          disabled={disabled}
        />
        <DebouncedNumber
          label={t('search.filters.discountFrom')}
          value={toPercent(filters.discount?.from)}
          onChange={(from) => set({ discount: { ...filters.discount, from: toFraction(from) } })}
          decimals={1}
          max={100}
          unit="%"
          disabled={disabled}
        />
        <DebouncedNumber
          label={t('search.filters.discountTo')}
          value={toPercent(filters.discount?.to)}
          onChange={(to) => set({ discount: { ...filters.discount, to: toFraction(to) } })}
          decimals={1}
          max={100}
          unit="%"
          disabled={disabled}
        />
        <DateField
          label={t('search.filters.dateFrom')}
          value={filters.date?.from}
          max={filters.date?.to}
          onChange={(from) => set({ date: { ...filters.date, from } })}
          disabled={disabled}
        />
        <DateField
          label={t('search.filters.dateTo')}
          value={filters.date?.to}
          min={filters.date?.from}
          onChange={(to) => set({ date: { ...filters.date, to } })}
          disabled={disabled}
        />
        <YearTagsInput
          label={t('search.filters.years')}
          value={filters.date?.years ?? []}
          onChange={(years) => set({ date: { ...filters.date, years } })}
          disabled={disabled}
        />
        {offers('submission_deadline') && (
          <>
            <DateField
              label={t('search.filters.deadlineFrom')}
              value={filters.submission_deadline?.from}
              max={filters.submission_deadline?.to}
              onChange={(from) => set({ submission_deadline: { ...filters.submission_deadline, from } })}
              disabled={disabled}
            />
            <DateField
              label={t('search.filters.deadlineTo')}
              value={filters.submission_deadline?.to}
              min={filters.submission_deadline?.from}
              onChange={(to) => set({ submission_deadline: { ...filters.submission_deadline, to } })}
              disabled={disabled}
            />
          </>
        )}
      </SimpleGrid>

      <CpvPicker
        value={filters.cpv_codes ?? []}
        onChange={(cpv_codes) => set({ cpv_codes })}
        disabled={disabled}
      />

      <Checkbox.Group
        label={t('search.filters.sources')}
        value={filters.sources ?? []}
        onChange={(value) => set({ sources: value as Source[] })}
      >
        <Group gap="md" mt={6}>
          {SOURCES.map((source) => (
            <Checkbox
              key={source}
              value={source}
              label={t(`search.filters.sourceNames.${source}`)}
              disabled={disabled}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
