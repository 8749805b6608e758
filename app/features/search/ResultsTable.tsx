import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { ResultList } from '../../ui/results/ResultList';
import { TenderMain, tenderColumns } from '../../ui/results/tender-columns';
import { TenderFollowBell } from '../follows/TenderFollowBell';
import { useFollowedIds } from '../follows/use-followed';

/**
 * The results: follow bell, title linking to the tender page with its body, place and
 * expediente, then amount, dates and status. Whether the user follows each row comes in one
 * request for the whole page.
 */
export function ResultsTable({
  results,
  label,
  withBody = true,
}: {
  results: ProjectSummary[];
  label?: string;
  /** False on a contracting body's page: its own name on every row says nothing. */
  withBody?: boolean;
}) {
  const { t } = useTranslation();
  const followed = useFollowedIds(
    'project',
    results.map((tender) => tender.id),
  );
  const { pathname, search } = useLocation();
  return (
    <ResultList
      label={label ?? t('search.resultsTable')}
      rows={results}
      rowKey={(tender) => tender.id}
      lead={(tender) => <TenderFollowBell tender={tender} followed={followed?.has(tender.id)} />}
      mainHeader={t('results.tender')}
      main={(tender) => (
        <TenderMain tender={tender} comingFrom={pathname + search} withBody={withBody} t={t} />
      )}
      columns={tenderColumns(t, (tender: ProjectSummary) => tender)}
    />
  );
}
