import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCpvCodes } from '../api/cpv-codes';

interface Props {
  value: string[];
  disabled?: boolean;
  onChange(codes: string[]): void;
}

/** CPV codes picked from the catalogue: GET /v1/cpv by code prefix or words of the label. */
export function CpvPicker({ value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const labels = useRef(new Map<string, string>());
  const { data } = useQuery({
    queryKey: ['cpv', debounced],
    queryFn: ({ signal }) => searchCpvCodes(debounced, signal),
    enabled: debounced.length > 0,
    staleTime: 5 * 60_000,
  });
  for (const entry of data?.results ?? []) labels.current.set(entry.code, `${entry.code} · ${entry.label}`);

  const options = new Map<string, string>();
  for (const code of value) options.set(code, labels.current.get(code) ?? code);
  for (const entry of data?.results ?? [])
    options.set(entry.code, labels.current.get(entry.code) ?? entry.code);

  return (
    <MultiSelect
      label={t('search.filters.cpv')}
      placeholder={value.length ? undefined : t('search.filters.cpvPlaceholder')}
      data={[...options].map(([code, label]) => ({ value: code, label }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already chose the matches (by code or by words).
      filter={({ options: all }) => all}
      nothingFoundMessage={debounced ? t('search.filters.cpvNone') : undefined}
      clearable
      disabled={disabled}
      maxDropdownHeight={280}
      // The panel is long: the field often sits at the bottom edge of the window, where the
      // default would hide its list as "detached" until the page scrolls.
      comboboxProps={{ hideDetached: false }}
    />
  );
}
