import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../common/format';
import { DateField } from '../../ui/DateField';
import { PagedResults } from '../../ui/PagedResults';
import { useSearchOutcome } from '../../ui/use-search-outcome';
import { PublicationsTable } from './PublicationsTable';
import { usePublicationSearch, usePublicationSearchState } from './use-publication-search';

/**
 * The official publications' full-text search (/licitaciones/publicaciones): words and an optional
 * issue-date range, each hit opening in the document viewer. Its state lives in the URL.
 */
export function PublicationsPage() {
  const { t } = useTranslation();
  const [state, setState] = usePublicationSearchState();
  const [text, setText] = useState(state.q);
  const search = usePublicationSearch(state);
  const searching = search.isFetching;

  // The back button (or a shared link) changes the words under the text box.
  useEffect(() => setText(state.q), [state.q]);

  const data = useSearchOutcome(search);
  const results = data?.results ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.titles.publications')}</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setState({ ...state, q: text, page: 1 });
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: 1, minWidth: 240 }}
            label={t('publications.words')}
            placeholder={t('publications.wordsPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <DateField
            label={t('publications.from')}
            value={state.from}
            max={state.to}
            onChange={(from) => setState({ ...state, from: from ?? '', page: 1 })}
          />
          <DateField
            label={t('publications.to')}
            value={state.to}
            min={state.from}
            onChange={(to) => setState({ ...state, to: to ?? '', page: 1 })}
          />
          <Button type="submit" loading={searching} leftSection={<IconSearch size={16} />}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>

      <Text fw={500} data-testid="publications-count" aria-live="polite">
        {data
          ? t('publications.found', {
              count: data.metadata.total_results,
              n: formatCount(data.metadata.total_results),
            })
          : ''}
      </Text>

      <PagedResults
        table={results.length > 0 ? <PublicationsTable results={results} /> : null}
        answered={Boolean(data)}
        empty={t('publications.empty')}
        page={data?.metadata.current_page ?? state.page}
        totalPages={data?.metadata.total_pages ?? 0}
        disabled={searching}
        onPage={(page) => setState({ ...state, page })}
      />
    </Stack>
  );
}
