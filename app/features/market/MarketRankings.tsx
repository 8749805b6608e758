import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountBasisKey } from '../../../common/amount-basis';
import type { MarketAnalysis } from '../../../common/api/market';
import { formatAmount, formatCount, formatPercent } from '../../../common/format';
import { PartyLink } from '../../ui/PartyLink';

interface RankingProps {
  title: string;
  testId: string;
  headers: string[];
  /** Columns left out on phones, where the name and the amounts must fit without scrolling. */
  wideOnly: number[];
  rows: { key: number; cells: ReactNode[] }[];
}

/** A titled table whose first column names a party and the others are right-aligned figures. */
function Ranking({ title, testId, headers, wideOnly, rows }: RankingProps) {
  const shown = (i: number) => (wideOnly.includes(i) ? 'sm' : undefined);
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={0}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, i) => (
                <Table.Th key={header} ta={i === 0 ? 'left' : 'right'} visibleFrom={shown(i)}>
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <Table.Td
                    key={headers[i]}
                    visibleFrom={shown(i)}
                    ta={i === 0 ? 'left' : 'right'}
                    style={i ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Paper>
  );
}

/** The winners and the contracting bodies with the largest awarded amounts, linking to their pages. */
export function MarketRankings({ market }: { market: MarketAnalysis }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`market.winners.${key}`);
  const b = (key: string) => t(`market.bodies.${key}`);
  return (
    <Stack gap="md">
      <Ranking
        title={w('title')}
        testId="market-winners"
        headers={[w('party'), w('awards'), t(amountBasisKey('awarded_tax_exclusive')), w('share')]}
        wideOnly={[1]}
        rows={market.top_winners.map((row) => ({
          key: row.party.id,
          cells: [
            <PartyLink key="party" party={row.party} />,
            formatCount(row.awards),
            formatAmount(row.amount),
            row.share === null ? '' : formatPercent(row.share),
          ],
        }))}
      />
      <Ranking
        title={b('title')}
        testId="market-bodies"
        headers={[b('party'), b('tenders'), b('awards'), t(amountBasisKey('awarded_tax_exclusive'))]}
        wideOnly={[1, 2]}
        rows={market.top_bodies.map((row) => ({
          key: row.party.id,
          cells: [
            <PartyLink key="party" party={row.party} />,
            formatCount(row.tenders),
            formatCount(row.awards),
            formatAmount(row.amount),
          ],
        }))}
      />
    </Stack>
  );
}
