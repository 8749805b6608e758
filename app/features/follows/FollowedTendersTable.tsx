import { useTranslation } from 'react-i18next';
import type { ProjectSubscription } from '../../../common/api/follows';
import { TenderFollowBell } from '../../ui/follows/TenderFollowBell';
import { ResultList } from '../../ui/results/ResultList';
import { TenderMain, tenderColumns } from '../../ui/results/tender-columns';
import { FollowMailing } from './FollowMailing';

const HERE = '/licitaciones/mis_licitaciones';

/** 'Licitaciones favoritas': each followed tender as the search lists it, with its e-mail frequency and notifications. */
export function FollowedTendersTable({ rows }: { rows: ProjectSubscription[] }) {
  const { t } = useTranslation();
  return (
    <ResultList
      label={t('follows.projects.table')}
      rows={rows}
      rowKey={(row) => row.id}
      lead={(row) => <TenderFollowBell tender={row.project} followed />}
      mainHeader={t('results.tender')}
      main={(row) => <TenderMain tender={row.project} comingFrom={HERE} t={t} />}
      columns={[
        ...tenderColumns(t, (row: ProjectSubscription) => row.project),
        {
          key: 'mailing',
          header: t('follows.columns.mailing'),
          width: 150,
          render: (row) => (
            <FollowMailing
              kind="project"
              row={row}
              targetId={row.project.id}
              label={t('follows.projects.frequencyOf', { title: row.project.title })}
            />
          ),
        },
      ]}
    />
  );
}
