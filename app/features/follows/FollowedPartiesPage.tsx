import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { SearchPagination } from '../../ui/SearchPagination';
import { FollowedPartiesTable } from './FollowedPartiesTable';
import { PartySearchSidebar } from './PartySearchSidebar';
import { usePartyFollowPage } from './use-follow-page';

/**
 * 'Mis empresas y entidades' (dashboard tab 3, /licitaciones/mis_empresas): the followed
 * companies and bodies, 25 a page, beside a party search to find and follow more.
 */
export function FollowedPartiesPage() {
  const { t } = useTranslation();
  const { page, setPage, query } = usePartyFollowPage();
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.titles.parties')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {!data ? (
            <PageLoader />
          ) : data.metadata.total_results === 0 ? (
            <Text c="dimmed">{t('follows.parties.empty')}</Text>
          ) : (
            <Stack gap="md">
              <Text fw={500} data-testid="follows-count">
                {t('follows.parties.count', { count: data.metadata.total_results })}
              </Text>
              <FollowedPartiesTable rows={data.results} />
              <SearchPagination
                page={page}
                totalPages={data.metadata.total_pages}
                disabled={query.isFetching}
                onChange={setPage}
              />
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PartySearchSidebar />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
