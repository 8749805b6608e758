import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyAnalytics } from '../../../common/api/party-analytics';
import { formatCount } from '../../../common/format';
import { PartyLink } from '../../ui/PartyLink';

/** The other winners in the company's markets, as its Análisis finds them. */
export function Competitors({ competitors }: { competitors: CompanyAnalytics['competitors'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-company-competitors">
      <Title order={2} size="h3" id="my-company-competitors">
        {t('myCompany.competitors.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('myCompany.competitors.intro')}
      </Text>
      {competitors.length === 0 ? (
        <Text>{t('myCompany.competitors.none')}</Text>
      ) : (
        <Table striped aria-labelledby="my-company-competitors" maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('myCompany.competitors.company')}</Table.Th>
              <Table.Th ta="right">{t('myCompany.competitors.awards')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {competitors.map((row) => (
              <Table.Tr key={row.party.id}>
                <Table.Td>
                  <PartyLink party={row.party} />
                </Table.Td>
                <Table.Td ta="right">{formatCount(row.awards)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
