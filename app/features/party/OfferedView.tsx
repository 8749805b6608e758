import { useTranslation } from 'react-i18next';
import type { PartyDetail } from '../../../common/api/procurement-party';
import { CompactViewSwitch } from '../../ui/results/CompactViewSwitch';
import { ResultsTable } from '../../ui/results/ResultsTable';
import { PartyViewFrame } from './PartyViewFrame';
import { offeredRequest, type PartyViewState } from './party-state';
import { usePartyContractedTenders } from './use-party';

interface Props {
  party: PartyDetail;
  state: PartyViewState;
  onChange(next: PartyViewState): void;
}

/** Licitaciones ofertadas: the tenders the body published, by publication year, as the search lists them. */
export function OfferedView({ party, state, onChange }: Props) {
  const { t } = useTranslation();
  const tenders = usePartyContractedTenders(party.id, offeredRequest(state));
  const data = tenders.isError ? undefined : tenders.data;
  return (
    <PartyViewFrame
      view="offered"
      amounts={party.stats.contracted_projects}
      basis="best"
      state={state}
      onChange={onChange}
      metadata={data?.metadata}
      fetching={tenders.isFetching}
      actions={<CompactViewSwitch />}
    >
      <ResultsTable results={data?.results ?? []} label={t('party.offered.table')} withBody={false} />
    </PartyViewFrame>
  );
}
