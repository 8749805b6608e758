import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PipelineStage } from '../../../common/api/pipeline';
import { ApiError } from '../../api/api-error';
import { useBoard } from '../../api/pipeline/use-board';
import { useFlash } from '../../ui/flash/flash-context';
import { moveCard } from './board-order';
import { PipelineBoard } from './PipelineBoard';

/** 'Oportunidades': the team's bids on one board, moved stage by stage. */
export function PipelinePage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const { board, move } = useBoard();
  const now = new Date();

  const onMove = (id: number, stage: PipelineStage, index: number) => {
    const cards = board.data?.cards;
    const moved = cards && moveCard(cards, id, stage, index);
    if (!moved) return;
    move.mutate(
      { id, stage: moved.stage, position: moved.position, cards: moved.cards },
      {
        onError: (error) =>
          flash.error(
            t('pipeline.board.moveFailed', { reason: error instanceof ApiError ? error.message : '' }).trim(),
          ),
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.titles.pipeline')}</Title>
      {board.isPending && <Loader size="sm" aria-label={t('pipeline.board.loading')} />}
      {board.isError && <Alert color="red">{t('pipeline.board.loadFailed')}</Alert>}
      {board.data && board.data.cards.length === 0 && <Text c="dimmed">{t('pipeline.board.none')}</Text>}
      {board.data && <PipelineBoard cards={board.data.cards} now={now} onMove={onMove} />}
    </Stack>
  );
}
