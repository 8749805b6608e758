import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DocumentMatch, ProjectSummary } from '../../../common/api/procurement-search';
import { useCompactResults } from '../../api/compact-results';
import { useFollowedIds } from '../../api/follows/use-followed';
import { useBoardPlaces } from '../../api/pipeline/use-board-places';
import { verdictOf } from '../eligibility/verdict-of';
import { TenderFollowBell } from '../follows/TenderFollowBell';
import { PipelineIcon } from '../pipeline/PipelineIcon';
import { CompactTenderMain, compactTenderColumns } from './compact-tender-columns';
import { DocumentSnippet } from './DocumentSnippet';
import { ResultList } from './ResultList';
import { TenderMain, tenderColumns } from './tender-columns';

/** A tender row; a search's carries where its 'En los pliegos' words were found. */
type TenderRow = ProjectSummary & { document_match?: DocumentMatch | null };
const self = (tender: TenderRow) => tender;

/**
 * The results: follow bell and board control, title linking to the tender page with its body,
 * place and expediente, then amount, dates and status; in the account's 'Vista compacta', one
 * line each with the bell alone.
 * Whether the user follows each row, and where it is on the board, come in one request each
 * for the whole page.
 */
export function ResultsTable({
  results,
  label,
  withBody = true,
}: {
  results: TenderRow[];
  label?: string;
  /** False on a contracting body's page: its own name on every row says nothing. */
  withBody?: boolean;
}) {
  const { t } = useTranslation();
  const { compact } = useCompactResults();
  const followed = useFollowedIds(
    'project',
    results.map((tender) => tender.id),
  );
  const placeOf = useBoardPlaces();
  const { pathname, search } = useLocation();
  const comingFrom = pathname + search;
  return (
    <ResultList
      label={label ?? t('search.resultsTable')}
      rows={results}
      rowKey={(tender) => tender.id}
      lead={(tender) => (
        <Group gap={2} wrap="nowrap">
          <TenderFollowBell tender={tender} followed={followed?.has(tender.id)} />
          {/* One line per row leaves room for the bell alone; the title still opens the tender. */}
          {!compact && <PipelineIcon tenderId={tender.id} card={placeOf(tender.id)} />}
        </Group>
      )}
      leadWidth={compact ? undefined : 76}
      mainHeader={t('results.tender')}
      main={(tender) => (
        <>
          {compact ? (
            <CompactTenderMain tender={tender} comingFrom={comingFrom} />
          ) : (
            <TenderMain tender={tender} comingFrom={comingFrom} withBody={withBody} t={t} />
          )}
          {tender.document_match && <DocumentSnippet match={tender.document_match} />}
        </>
      )}
      columns={
        compact
          ? compactTenderColumns(
              t,
              self,
              withBody,
              results.some((tender) => verdictOf(tender) !== null),
            )
          : tenderColumns(t, self)
      }
      compact={compact}
    />
  );
}
