import type { PartyDetail } from '../../../common/api/procurement-party';
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

/** Licitaciones ganadas: the awards the company won, by award year. */
export function AwardsView({ party, state, onChange }: Props) {
  const request = awardsRequest(state);
  const awards = usePartyTenderResults(party.id, request);
  const data = awards.isError ? undefined : awards.data;
  return (
    <PartyViewFrame
      view="awards"
      amounts={party.stats.tender_results}
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
