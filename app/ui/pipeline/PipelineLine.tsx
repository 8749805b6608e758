import { Anchor, Button, Text } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error';
import { usePipelineCard } from '../../api/pipeline/use-pipeline-card';
import { useFlash } from '../flash/flash-context';
import { pipelineCardPath } from '../links';

/**
 * A tender's place on the team's board: 'En Oportunidades: Preparando oferta · Ana García' for
 * every member once it is there, else the button that adds it (a refusal shows the server's words).
 */
export function PipelineLine({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const { card, loading, add } = usePipelineCard(tenderId);
  if (loading) return null;
  if (card) {
    const stage = t(`pipeline.stages.${card.stage}`);
    return (
      <Text size="sm" data-field="pipeline-line">
        <Anchor component={Link} to={pipelineCardPath(card.id)}>
          {card.assignee
            ? t('pipeline.line.onBoardAssigned', { stage, assignee: card.assignee.name })
            : t('pipeline.line.onBoard', { stage })}
        </Anchor>
      </Text>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconLayoutKanban size={16} />}
      loading={add.isPending}
      onClick={() =>
        add.mutate(undefined, {
          onSuccess: () => flash.success(t('pipeline.line.added')),
          onError: (error) =>
            flash.error(error instanceof ApiError ? error.message : t('pipeline.line.addFailed')),
        })
      }
    >
      {t('pipeline.line.add')}
    </Button>
  );
}
