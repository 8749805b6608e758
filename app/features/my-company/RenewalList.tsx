import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MyCompany, MyCompanyRenewals } from '../../../common/api/my-company';
import type { Renewal } from '../../../common/api/renewals';
import { formatCount, formatDate } from '../../../common/format';
import { SaveAlertButton } from '../../ui/alerts/SaveAlertButton';
import { RENEWALS_PATH } from '../../ui/links';
import { PartyLink } from '../../ui/PartyLink';
import { TenderTitleLink } from '../../ui/results/TenderTitleLink';

interface Props {
  /** 'defend' or 'couldWin': its texts under myCompany. */
  kind: 'defend' | 'couldWin';
  list: MyCompanyRenewals;
  ending: MyCompany['ending'];
}

/** The same search on the renewal radar, where every contract of the list is (it shows the soonest). */
function radarPath(list: MyCompanyRenewals, ending: MyCompany['ending']) {
  const params = new URLSearchParams({
    q: list.search.searchTerms,
    filters: JSON.stringify(list.search.filters),
    desde: ending.from,
    hasta: ending.to,
  });
  return `${RENEWALS_PATH}?${params}`;
}

/** The end once every extension the contract allows is used; the end itself when none is published. */
const endWithExtensions = (renewal: Renewal) =>
  formatDate(renewal.execution_end_with_extensions ?? renewal.execution_end);

function Contract({ renewal }: { renewal: Renewal }) {
  const { pathname, search } = useLocation();
  return (
    <div>
      <TenderTitleLink
        tenderId={renewal.id}
        text={renewal.title}
        comingFrom={`${pathname}${search}`}
        field="title"
      />
      <Text size="xs" c="dimmed">
        {renewal.contracting_party?.name}
      </Text>
    </div>
  );
}

function Holders({ renewal }: { renewal: Renewal }) {
  return (
    <Stack gap={2}>
      {renewal.awardees.map((party) => (
        <PartyLink key={party.id} party={party} size="sm" />
      ))}
    </Stack>
  );
}

/** One list of contracts ending soon: each with its end and its end with extensions, savable as a renewal alert. */
export function RenewalList({ kind, list, ending }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)', true);
  const headingId = `my-company-${kind}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-list={kind}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id={headingId}>
            {t(`myCompany.${kind}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`myCompany.${kind}.intro`)}
          </Text>
        </Stack>
        <SaveAlertButton
          search={{ q: list.search.searchTerms, filters: list.search.filters }}
          alertType="renewal"
          label={t('alerts.save.renewalTitle')}
          disabled={false}
        />
      </Group>
      {list.results.length === 0 ? (
        <Text>{t(`myCompany.${kind}.empty`)}</Text>
      ) : (
        <>
          <Text size="sm" data-field="count">
            {list.total > list.results.length
              ? t('myCompany.firstOf', {
                  shown: formatCount(list.results.length),
                  total: formatCount(list.total),
                })
              : t('myCompany.count', { count: list.total, n: formatCount(list.total) })}
            {list.total > list.results.length && (
              <>
                {' · '}
                <Anchor component={Link} to={radarPath(list, ending)} size="sm">
                  {t('myCompany.seeAll')}
                </Anchor>
              </>
            )}
          </Text>
          {wide ? (
            <Table striped verticalSpacing="xs" aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('myCompany.columns.contract')}</Table.Th>
                  <Table.Th>{t('myCompany.columns.end')}</Table.Th>
                  <Table.Th>{t('myCompany.columns.withExtensions')}</Table.Th>
                  <Table.Th>{t('myCompany.columns.holders')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.results.map((renewal) => (
                  <Table.Tr key={renewal.id} data-renewal>
                    <Table.Td maw={420}>
                      <Contract renewal={renewal} />
                    </Table.Td>
                    <Table.Td data-field="execution-end" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(renewal.execution_end)}
                    </Table.Td>
                    <Table.Td data-field="with-extensions" style={{ whiteSpace: 'nowrap' }}>
                      {endWithExtensions(renewal)}
                    </Table.Td>
                    <Table.Td>
                      <Holders renewal={renewal} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            // On a phone each contract is a block: four columns would not fit.
            <Stack gap="sm" role="list" aria-labelledby={headingId}>
              {list.results.map((renewal) => (
                <Paper key={renewal.id} withBorder p="sm" role="listitem" data-renewal>
                  <Stack gap={4}>
                    <Contract renewal={renewal} />
                    <Text size="sm">
                      {t('myCompany.columns.end')}:{' '}
                      <span data-field="execution-end">{formatDate(renewal.execution_end)}</span> ·{' '}
                      {t('myCompany.columns.withExtensions')}:{' '}
                      <span data-field="with-extensions">{endWithExtensions(renewal)}</span>
                    </Text>
                    <Holders renewal={renewal} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
