import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../../../common/format';
import { PartyLink } from '../../../ui/PartyLink';
import type { RankingColumn } from './RankingTable';

/** The columns the rankings share: a party's name (linked), its awards and their amount. */
export function useRankingColumns() {
  const { t } = useTranslation();
  return {
    party: <Row extends { party: { id: number; name: string } }>(header: string): RankingColumn<Row> => ({
      key: 'name',
      header,
      render: (row) => <PartyLink party={row.party} />,
    }),
    awards: <Row extends { awards: number }>(): RankingColumn<Row> => ({
      key: 'awards',
      header: t('partyAnalysis.columns.awardsShort'),
      numeric: true,
      render: (row) => formatCount(row.awards),
    }),
    amount: <Row extends { amount: string }>(): RankingColumn<Row> => ({
      key: 'amount',
      header: t('partyAnalysis.columns.amount'),
      numeric: true,
      render: (row) => formatAmount(row.amount),
    }),
  };
}
