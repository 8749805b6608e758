import { useTranslation } from 'react-i18next';
import type { PartyDetail } from '../../../common/api/procurement-party';
import { formatCount } from '../../../common/format';
import { AwardsExportButton } from '../../export/AwardsExportButton';
import { AwardsTable } from './AwardsTable';
import { PartyViewFrame } from './PartyViewFrame';
import { awardsRequest, type PartyViewState } from './party-state';
import { usePartyTenderResults } from './use-party';

interface Props {
  party: PartyDetail;
  state: PartyViewState;
  onChange(next: PartyViewState): void;
}

/** Licitaciones ganadas: the awards the company won, by award year (else the tender's year). */
export function AwardsView({ party, state, onChange }: Props) {
  const { t } = useTranslation();
  const request = awardsRequest(state);
  const awards = usePartyTenderResults(party.id, request);
  const data = awards.isError ? undefined : awards.data;
  const undated = party.stats.tender_results_by_tender_date;
  return (
    <PartyViewFrame
      view="awards"
      amounts={party.stats.tender_results}
      basis="awarded_best"
      chartNote={
        undated > 0 ? t('party.chart.byTenderDate', { count: undated, n: formatCount(undated) }) : undefined
      }
      state={state}
      onChange={onChange}
      metadata={data?.metadata}
      fetching={awards.isFetching}
      actions={
        <AwardsExportButton
          partyId={party.id}
          partyName={party.name}
          request={request}
          disabled={awards.isFetching || !data?.metadata.total_results}
        />
      }
    >
      <AwardsTable awards={data?.tender_results ?? []} />
    </PartyViewFrame>
  );
}
