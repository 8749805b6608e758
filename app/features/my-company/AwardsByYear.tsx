import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyAnalytics } from '../../../common/api/party-analytics';
import { formatAmount, formatCount } from '../../../common/format';

/** The company's awards and their amount per year (every year, empty ones as zero), as its Análisis counts them. */
export function AwardsByYear({ analytics }: { analytics: CompanyAnalytics }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-company-awards">
      <Title order={2} size="h3" id="my-company-awards">
        {t('myCompany.awards.title')}
      </Title>
      <Text data-testid="my-company-awards">
        {t('myCompany.awards.summary', {
          awards: formatCount(analytics.awards),
          amount: formatAmount(analytics.amount),
        })}
      </Text>
      <Table striped aria-labelledby="my-company-awards" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('myCompany.awards.year')}</Table.Th>
            <Table.Th ta="right">{t('myCompany.awards.count')}</Table.Th>
            <Table.Th ta="right">{t('myCompany.awards.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {analytics.by_year.map((row) => (
            <Table.Tr key={row.year}>
              <Table.Td>{row.year}</Table.Td>
              <Table.Td ta="right">{formatCount(row.awards)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(row.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t('myCompany.awards.noWinRate')}
      </Text>
    </Stack>
  );
}
