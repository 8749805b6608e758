import { Anchor, Button, Text } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePipelineCard } from '../../api/pipeline/use-pipeline-card';
import { pipelineCardPath } from '../links';
import { placeOnBoard } from './place-on-board';
import { useAddToBoard } from './use-add-to-board';

/**
 * A tender's place on the team's board: 'En Oportunidades: Preparando oferta · Ana García' for
 * every member once it is there, else the button that adds it (a refusal shows the server's words).
 */
export function PipelineLine({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const { card, loading } = usePipelineCard(tenderId);
  const { addTender, adding } = useAddToBoard();
  if (loading) return null;
  if (card) {
    return (
      <Text size="sm" data-field="pipeline-line">
        <Anchor component={Link} to={pipelineCardPath(card.id)}>
          {placeOnBoard(t, card)}
        </Anchor>
      </Text>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconLayoutKanban size={16} />}
      loading={adding}
      onClick={() => addTender(tenderId)}
    >
      {t('pipeline.line.add')}
    </Button>
  );
}
