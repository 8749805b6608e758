import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { FollowedPartiesScope } from '../follows/followed-parties-scope';
import { ProjectPageBell } from '../follows/ProjectPageBell';
import { PageLoader } from '../layout/PageLoader';
import { ProjectTags } from '../tags/ProjectTags';
import { AwardResults } from './AwardResults';
import { TenderDocuments } from './TenderDocuments';
import { TenderInfoTable } from './TenderInfoTable';
import { backTarget, SEARCH_PATH } from './tender-links';
import { isMissing, useProjectDetail } from './use-project-detail';

function BackLink() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = backTarget(params.get('comingFrom'));
  const toSearch = target.startsWith(SEARCH_PATH) || target === '/licitaciones';
  return (
    <Anchor component={Link} to={target} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {toSearch ? t('tender.backToSearch') : t('tender.back')}
      </Group>
    </Anchor>
  );
}

/** The contracting body and the winners, whose links carry follow bells. */
function partyIdsOf(project: ProjectDetail): number[] {
  const ids = project.tender_results.flatMap((result) => (result.party ? [result.party.id] : []));
  if (project.contracting_party) ids.push(project.contracting_party.id);
  return ids;
}

/** The tender page (dashboard tab 4, /licitaciones/detalle/{id}). */
export function TenderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useProjectDetail(id);
  const project = detail.data;

  if (detail.isPending) return <PageLoader />;
  if (!project) {
    return (
      <Stack gap="md" align="flex-start">
        <BackLink />
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
      <BackLink />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} size="h2">
          {project.title}
        </Title>
        {/* A withdrawn tender cannot be followed any more (its follows are ended from 'Mis licitaciones'). */}
        {!project.deleted && <ProjectPageBell project={project} />}
      </Group>
      <ProjectTags projectId={project.id} />
      {project.deleted && (
        <Alert color="yellow" icon={<IconAlertTriangle />}>
          {t('tender.withdrawn')}
        </Alert>
      )}
      {/* One lookup for the bells of the contracting body and of every winner. */}
      <FollowedPartiesScope ids={partyIdsOf(project)}>
        <AwardResults project={project} />
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('tender.info.title')}
          </Title>
          <TenderInfoTable project={project} />
        </Stack>
      </FollowedPartiesScope>
      <TenderDocuments documents={project.documents} />
    </Stack>
  );
}
