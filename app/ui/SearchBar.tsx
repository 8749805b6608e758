import { Badge, Button, Group, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFileText, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  text: string;
  onText(text: string): void;
  onSubmit(): void;
  searching: boolean;
  filtersOpen: boolean;
  onToggleFilters(): void;
  /** The id of the collapsible filter panel the toggle opens. */
  panelId: string;
  /** How many filters are set: a badge on the toggle. */
  activeFilters: number;
  /** After the filters toggle (saving the search as an alert). */
  children?: ReactNode;
  /** The 'En los pliegos' box, when the search offers it: words the tender's documents hold. */
  documents?: { text: string; onText(text: string): void };
}

/** The words box of a tender search, its submit button and the toggle of its filter panel. */
export function SearchBar({
  text,
  onText,
  onSubmit,
  searching,
  filtersOpen,
  onToggleFilters,
  panelId,
  activeFilters,
  children,
  documents,
}: Props) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        {/* Beside the 'En los pliegos' box, a shorter placeholder that stays whole; the syntax on hover. */}
        <TextInput
          style={documents ? { flex: 3, minWidth: 260 } : { flex: 1, minWidth: 240 }}
          aria-label={t('search.words')}
          placeholder={t(documents ? 'search.wordsPlaceholderShort' : 'search.wordsPlaceholder')}
          title={t('search.wordsPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          disabled={searching}
        />
        {documents && (
          <TextInput
            style={{ flex: 2, minWidth: 220 }}
            aria-label={t('search.documentWords')}
            placeholder={t('search.documentWordsPlaceholder')}
            title={t('search.documentWordsHelp')}
            leftSection={<IconFileText size={16} />}
            value={documents.text}
            onChange={(event) => documents.onText(event.currentTarget.value)}
            disabled={searching}
          />
        )}
        <Button type="submit" loading={searching} leftSection={<IconSearch size={16} />}>
          {t('search.submit')}
        </Button>
        <Button
          variant={filtersOpen ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          rightSection={
            activeFilters > 0 && (
              <Badge size="sm" circle aria-label={t('search.filtersCount', { count: activeFilters })}>
                {activeFilters}
              </Badge>
            )
          }
        >
          {t('search.filtersToggle')}
        </Button>
        {children}
      </Group>
    </form>
  );
}
