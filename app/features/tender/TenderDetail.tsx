import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { FollowedPartiesScope } from '../../ui/follows/followed-parties-scope';
import { TenderPageBell } from '../../ui/follows/TenderPageBell';
import { PageLoader } from '../../ui/PageLoader';
import { PipelineLine } from '../../ui/pipeline/PipelineLine';
import { AddToCalendarButton, isOpenTender } from './AddToCalendarButton';
import { AwardResults } from './AwardResults';
import { EligibilityPanel } from './EligibilityPanel';
import { ExpectedCompetition } from './ExpectedCompetition';
import { TenderRequirements } from './requirements/TenderRequirements';
import { TenderDocuments } from './TenderDocuments';
import { TenderInfoTable } from './TenderInfoTable';
import { TenderTags } from './tags/TenderTags';
import { isMissing, useTenderDetail } from './use-tender-detail';

/** Anuncio previo, en plazo, pendiente de adjudicación: the competition is still to come. */
const OPEN_STATUSES = new Set(['PRE', 'PUB', 'EV']);

/** The contracting body and the winners, whose links carry follow bells. */
function partyIdsOf(tender: ProjectDetail): number[] {
  const ids = tender.tender_results.flatMap((result) => (result.party ? [result.party.id] : []));
  if (tender.contracting_party) ids.push(tender.contracting_party.id);
  return ids;
}

/**
 * One tender with its awards, data and documents: the tender page's body, also shown in the
 * notifications' side panel. `top` goes above it (the page's back link).
 */
export function TenderDetail({ id, top }: { id: string; top?: ReactNode }) {
  const { t } = useTranslation();
  const detail = useTenderDetail(id);
  const tender = detail.data;

  if (detail.isPending) return <PageLoader />;
  if (!tender) {
    return (
      <Stack gap="md" align="flex-start">
        {top}
        <Alert color={isMissing(detail.error) ? 'gray' : 'red'} icon={<IconAlertTriangle />} role="alert">
          <Text size="sm">{isMissing(detail.error) ? t('tender.notFound') : t('tender.loadFailed')}</Text>
          {!isMissing(detail.error) && (
            <Button mt="sm" size="xs" variant="light" onClick={() => void detail.refetch()}>
              {t('tender.retry')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {top}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} size="h2">
          {tender.title}
        </Title>
        {/* A withdrawn tender cannot be followed any more (its follows are ended from 'Mis licitaciones'). */}
        {!tender.deleted && <TenderPageBell tender={tender} />}
      </Group>
      <TenderTags tenderId={tender.id} />
      {!tender.deleted && (
        <Group>
          {isOpenTender(tender) && <AddToCalendarButton tender={tender} />}
          <PipelineLine tenderId={tender.id} />
        </Group>
      )}
      {!tender.deleted && <EligibilityPanel tenderId={tender.id} />}
      {tender.deleted && (
        <Alert color="yellow" icon={<IconAlertTriangle />}>
          {t('tender.withdrawn')}
        </Alert>
      )}
      {OPEN_STATUSES.has(tender.status ?? '') && <ExpectedCompetition tenderId={tender.id} />}
      {/* One lookup for the bells of the contracting body and of every winner. */}
      <FollowedPartiesScope ids={partyIdsOf(tender)}>
        <AwardResults tender={tender} />
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('tender.info.title')}
          </Title>
          <TenderInfoTable tender={tender} />
        </Stack>
      </FollowedPartiesScope>
      <TenderRequirements tender={tender} />
      <TenderDocuments projectId={tender.id} documents={tender.documents} />
    </Stack>
  );
}
