import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
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
      {/* The title row: the follow bell goes at its right. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} size="h2">
          {project.title}
        </Title>
      </Group>
      <ProjectTags projectId={project.id} />
      {project.deleted && (
        <Alert color="yellow" icon={<IconAlertTriangle />}>
          {t('tender.withdrawn')}
        </Alert>
      )}
      <AwardResults project={project} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tender.info.title')}
        </Title>
        <TenderInfoTable project={project} />
      </Stack>
      <TenderDocuments documents={project.documents} />
    </Stack>
  );
}
