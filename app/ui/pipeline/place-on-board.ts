import type { TFunction } from 'i18next';
import type { PipelineCard } from '../../../common/api/pipeline';

/** 'En Oportunidades: Preparando oferta · Ana García' (without the name when nobody has it). */
export function placeOnBoard(t: TFunction, card: Pick<PipelineCard, 'stage' | 'assignee'>): string {
  const stage = t(`pipeline.stages.${card.stage}`);
  return card.assignee
    ? t('pipeline.line.onBoardAssigned', { stage, assignee: card.assignee.name })
    : t('pipeline.line.onBoard', { stage });
}
