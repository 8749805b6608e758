import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PipelineStage } from '../../../common/api/pipeline';
import { ApiError } from '../../api/api-error';
import { useCurrentUser } from '../../api/current-user';
import { useBoard } from '../../api/pipeline/use-board';
import { WorkbookDownloadButton } from '../../export/WorkbookDownloadButton';
import { useFlash } from '../../ui/flash/flash-context';
import { PHONE_QUERY } from '../../ui/results/ResultList';
import { moveCard } from './board-order';
import { CardDrawer } from './detail/CardDrawer';
import { ANY_CARD, type CardFilter, filterCards, type ListSort, sortCards } from './list/list-order';
import { PipelineFilters } from './list/PipelineFilters';
import { PipelineList } from './list/PipelineList';
import { PipelineBoard } from './PipelineBoard';
import { PipelineSummaryPanel } from './summary/PipelineSummaryPanel';
import { useAddFromLink } from './use-add-from-link';

const LIST = 'lista';

/**
 * 'Oportunidades': the team's bids on one board, moved stage by stage, or as a sorted list (the
 * only view on a phone). `?tarjeta=<id>` opens a card's detail, `?vista=lista` the list,
 * `?anadir=<tender id>` (the digest's link) adds a tender.
 */
export function PipelinePage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const { board, move } = useBoard();
  const me = useCurrentUser().data?.id ?? 0;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<CardFilter>(ANY_CARD);
  const [sort, setSort] = useState<ListSort>('deadline');
  const now = new Date();
  useAddFromLink();
  const list = phone || params.get('vista') === LIST;
  const openId = Number(params.get('tarjeta')) || undefined;

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === 'tarjeta' },
    );

  const cards = board.data?.cards ?? [];
  // The board shows every stage; only the list narrows to one.
  const shown = filterCards(cards, list ? filter : { ...filter, stage: 'all' }, me);
  // What the export writes: the cards on screen, in the order they are seen.
  const ordered = sortCards(shown, list ? sort : 'stage');

  const onMove = (id: number, stage: PipelineStage, index: number) => {
    // The index counts the cards in view; the new position falls between those neighbours.
    const moved = moveCard(shown, id, stage, index);
    if (!moved) return;
    const all = cards.map((card) =>
      card.id === id ? { ...card, stage: moved.stage, position: moved.position } : card,
    );
    move.mutate(
      { id, stage: moved.stage, position: moved.position, cards: all },
      {
        onError: (error) =>
          flash.error(
            t('pipeline.board.moveFailed', { reason: error instanceof ApiError ? error.message : '' }).trim(),
          ),
      },
    );
  };
  const onOpen = (id: number) => setParam('tarjeta', String(id));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('dashboard.titles.pipeline')}</Title>
        <Group gap="sm">
          <WorkbookDownloadButton
            disabled={shown.length === 0}
            download={async () => {
              const { exportPipeline } = await import('./export/pipeline-export');
              await exportPipeline(ordered);
            }}
          />
          {!phone && (
            <SegmentedControl
              aria-label={t('pipeline.view.label')}
              data={[
                { value: 'board', label: t('pipeline.view.board') },
                { value: LIST, label: t('pipeline.view.list') },
              ]}
              value={list ? LIST : 'board'}
              onChange={(value) => setParam('vista', value === LIST ? LIST : undefined)}
              data-field="view-switch"
            />
          )}
        </Group>
      </Group>
      {board.isPending && <Loader size="sm" aria-label={t('pipeline.board.loading')} />}
      {board.isError && <Alert color="red">{t('pipeline.board.loadFailed')}</Alert>}
      {board.data && cards.length === 0 && <Text c="dimmed">{t('pipeline.board.none')}</Text>}
      {board.data && cards.length > 0 && (
        <>
          <PipelineSummaryPanel />
          <PipelineFilters
            filter={filter}
            members={board.data.members}
            onFilter={setFilter}
            sort={list ? { value: sort, onChange: setSort } : undefined}
          />
          {list && (
            <Text size="sm" c="dimmed" data-field="list-count">
              {shown.length === 0
                ? t('pipeline.view.noMatch')
                : t('pipeline.view.count', { count: shown.length })}
            </Text>
          )}
          {list ? (
            <PipelineList
              cards={ordered}
              now={now}
              stacked={phone}
              onMove={(id, stage) => onMove(id, stage, Number.MAX_SAFE_INTEGER)}
              onOpen={onOpen}
            />
          ) : (
            <PipelineBoard cards={shown} now={now} onMove={onMove} onOpen={onOpen} />
          )}
        </>
      )}
      {openId !== undefined && board.data && (
        <CardDrawer
          cardId={openId}
          members={board.data.members}
          onClose={() => setParam('tarjeta', undefined)}
        />
      )}
    </Stack>
  );
}
