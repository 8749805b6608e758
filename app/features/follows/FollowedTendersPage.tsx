import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { SearchPagination } from '../../ui/SearchPagination';
import { FollowedTendersTable } from './FollowedTendersTable';
import { useTenderFollowPage } from './use-follow-page';

/** 'Licitaciones favoritas' (dashboard tab 2, /licitaciones/mis_licitaciones): 25 followed tenders a page. */
export function FollowedTendersPage() {
  const { t } = useTranslation();
  const { page, setPage, query } = useTenderFollowPage();
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.titles.projects')}</Title>
      {!data ? (
        <PageLoader />
      ) : data.metadata.total_results === 0 ? (
        <Text c="dimmed">{t('follows.projects.empty')}</Text>
      ) : (
        <>
          <Text fw={500} data-testid="follows-count">
            {t('follows.projects.count', { count: data.metadata.total_results })}
          </Text>
          <FollowedTendersTable rows={data.results} />
          <SearchPagination
            page={page}
            totalPages={data.metadata.total_pages}
            disabled={query.isFetching}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
