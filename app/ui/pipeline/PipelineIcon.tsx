import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PipelineCard } from '../../../common/api/pipeline';
import { pipelineCardPath } from '../links';
import { placeOnBoard } from './place-on-board';
import { useAddToBoard } from './use-add-to-board';

interface Props {
  tenderId: number;
  /** The tender's card (useBoardPlaces): null when it is not on the board, undefined while loading. */
  card: PipelineCard | null | undefined;
}

/**
 * A row's board control beside its follow bell: adds the tender to 'Oportunidades', or, once it
 * is there, names its stage and who has it and opens its card. The tooltip is also its name.
 */
export function PipelineIcon({ tenderId, card }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addTender, adding } = useAddToBoard();
  const label = card ? placeOnBoard(t, card) : t('pipeline.line.add');
  return (
    <Tooltip label={label} withArrow multiline maw={260} openDelay={200}>
      <ActionIcon
        variant={card ? 'filled' : 'subtle'}
        color={card ? 'grape.8' : 'gray'}
        aria-label={label}
        data-pipeline-stage={card?.stage}
        disabled={card === undefined}
        loading={adding}
        onClick={() => (card ? navigate(pipelineCardPath(card.id)) : addTender(tenderId))}
      >
        <IconLayoutKanban size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
