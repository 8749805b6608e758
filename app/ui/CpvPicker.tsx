import { MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CpvEntry, cpvCodesIn } from '../../common/api/cpv';
import { cpvWithLabel } from '../../common/cpv';
import { findCpvCodes, searchCpvCodes, useCpvNames } from '../api/cpv-codes';

interface Props {
  value: string[];
  disabled?: boolean;
  onChange(codes: string[]): void;
}

/** Two codes or more in the search box: a pasted list, added at once rather than searched. */
const isPastedList = (text: string) => cpvCodesIn(text).length >= 2;

/** An option: its code and name, indented by its level, over the branch it sits in and covers. */
function CpvOption({ entry }: { entry: CpvEntry }) {
  const { t } = useTranslation();
  const path = entry.path.map((p) => p.label).join(' › ');
  return (
    <Stack gap={0} pl={entry.path.length * 8} data-cpv-option={entry.code}>
      <Text size="sm">
        <Text span fw={600} inherit>
          {entry.display_code}
        </Text>{' '}
        {entry.label}
      </Text>
      {(path || entry.narrower > 0) && (
        <Text size="xs" c="dimmed">
          {[path, entry.narrower > 0 ? t('search.filters.cpvNarrower', { count: entry.narrower }) : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * CPV codes picked from the catalogue: GET /v1/cpv by code prefix or words of the label, each
 * shown in its branch (choosing a broader code matches every code under it); a pasted list of
 * codes is added whole, and the codes the catalogue lacks are named.
 */
export function CpvPicker({ value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [pasteNote, setPasteNote] = useState<{ added: number; unknown: string[] } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const entries = useRef(new Map<string, CpvEntry>());
  const chosenName = useCpvNames(value);
  const { data } = useQuery({
    queryKey: ['cpv', debounced],
    queryFn: ({ signal }) => searchCpvCodes(debounced, signal),
    enabled: debounced.length > 0 && !isPastedList(debounced),
    staleTime: 5 * 60_000,
  });
  for (const entry of data?.results ?? []) entries.current.set(entry.code, entry);

  const optionLabel = (code: string) =>
    cpvWithLabel(code, entries.current.get(code)?.label ?? chosenName(code));
  const options = new Map<string, string>();
  for (const code of value) options.set(code, optionLabel(code));
  for (const entry of data?.results ?? []) options.set(entry.code, optionLabel(entry.code));

  async function addPasted(text: string) {
    const codes = cpvCodesIn(text);
    const found = await findCpvCodes(codes);
    for (const entry of found) entries.current.set(entry.code, entry);
    const known = new Set(found.map((e) => e.code));
    const added = codes.filter((c) => known.has(c) && !value.includes(c));
    setPasteNote({ added: added.length, unknown: codes.filter((c) => !known.has(c)) });
    if (added.length) onChange([...value, ...added]);
  }

  function changeSearch(text: string) {
    if (isPastedList(text)) {
      setSearch('');
      void addPasted(text);
      return;
    }
    // The field clears its search itself once codes are added: only typing ends the note.
    if (text) setPasteNote(null);
    setSearch(text);
  }

  const note = pasteNote && [
    pasteNote.added > 0 ? t('search.filters.cpvPasted', { count: pasteNote.added }) : '',
    pasteNote.unknown.length ? t('search.filters.cpvUnknown', { codes: pasteNote.unknown.join(', ') }) : '',
  ];

  return (
    <MultiSelect
      label={t('search.filters.cpv')}
      placeholder={value.length ? undefined : t('search.filters.cpvPlaceholder')}
      data={[...options].map(([code, label]) => ({ value: code, label }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={changeSearch}
      // The server already chose the matches (by code or by words).
      filter={({ options: all }) => all}
      renderOption={({ option }) => {
        const entry = entries.current.get(option.value);
        return entry ? <CpvOption entry={entry} /> : option.label;
      }}
      description={note?.filter(Boolean).join(' · ') || undefined}
      nothingFoundMessage={debounced ? t('search.filters.cpvNone') : undefined}
      clearable
      disabled={disabled}
      maxDropdownHeight={320}
      // The panel is long: the field often sits at the bottom edge of the window, where the
      // default would hide its list as "detached" until the page scrolls.
      comboboxProps={{ hideDetached: false }}
    />
  );
}
