import { Anchor, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartySearchBody } from '../../../common/api/procurement-party';
import { searchParties } from '../../api/follows/follows-api';
import { useFollowedIds } from '../../api/follows/use-followed';
import { DebouncedText } from '../../ui/DebouncedInputs';
import { PartyFollowBell } from '../../ui/follows/PartyFollowBell';
import { partyPath } from '../../ui/links';
import { SearchPagination } from '../../ui/SearchPagination';

const PAGE_SIZE = 10;

/**
 * The search beside 'Mis empresas y entidades' (POST /v1/procurement_party/search): by name or
 * NIF, optionally only contracting bodies and/or awarded companies; each result has its bell.
 */
export function PartySearchSidebar() {
  const { t } = useTranslation();
  const [searchTerms, setSearchTerms] = useState('');
  const [contracted, setContracted] = useState(false);
  const [awarded, setAwarded] = useState(false);
  const [page, setPage] = useState(1);
  const body: PartySearchBody = {
    searchTerms,
    page,
    pageSize: PAGE_SIZE,
    filters: {
      ...(contracted && { contracted_projects: true }),
      ...(awarded && { awarded_projects: true }),
    },
  };
  const asked = searchTerms !== '' || contracted || awarded;
  const search = useQuery({
    queryKey: ['procurement_party', 'search', body],
    queryFn: ({ signal }) => searchParties(body, signal),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  const results = asked ? (search.data?.results ?? []) : [];
  const followed = useFollowedIds(
    'party',
    results.map((party) => party.id),
  );
  // Any change of the criteria starts again at the first page.
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Paper withBorder p="md" component="aside" aria-label={t('follows.partySearch.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('follows.partySearch.title')}
        </Title>
        <DebouncedText
          label={t('follows.partySearch.words')}
          value={searchTerms}
          onChange={refine(setSearchTerms)}
        />
        <Checkbox
          label={t('follows.partySearch.contracted')}
          checked={contracted}
          onChange={(event) => refine(setContracted)(event.currentTarget.checked)}
        />
        <Checkbox
          label={t('follows.partySearch.awarded')}
          checked={awarded}
          onChange={(event) => refine(setAwarded)(event.currentTarget.checked)}
        />
        {asked && search.data && (
          <Text size="sm" c="dimmed" data-testid="party-search-count">
            {t('follows.partySearch.found', { count: search.data.metadata.total_results })}
          </Text>
        )}
        {asked && search.data?.metadata.total_results === 0 && (
          <Text size="sm">{t('follows.partySearch.empty')}</Text>
        )}
        <Stack gap="xs" component="ul" aria-label={t('follows.partySearch.results')} p={0} m={0}>
          {results.map((party) => (
            <Group key={party.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <PartyFollowBell partyId={party.id} followed={followed?.has(party.id)} />
              <div>
                <Anchor component={Link} to={partyPath(party.id)} size="sm" fw={500}>
                  {party.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[
                    party.party_id,
                    t('follows.partySearch.published', { count: party.procurement_projects_count }),
                    t('follows.partySearch.awards', { count: party.tender_results_count }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
        {asked && search.data && (
          <SearchPagination
            page={page}
            totalPages={search.data.metadata.total_pages}
            disabled={search.isFetching}
            onChange={setPage}
          />
        )}
      </Stack>
    </Paper>
  );
}
