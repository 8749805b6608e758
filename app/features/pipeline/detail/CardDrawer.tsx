import { Alert, Button, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberRef } from '../../../../common/api/pipeline';
import { formatDateMinutes } from '../../../../common/format';
import { ApiError } from '../../../api/api-error';
import { useCardDetail } from '../../../api/pipeline/use-card-detail';
import { EligibilityBadge } from '../../../ui/eligibility/EligibilityBadge';
import { useFlash } from '../../../ui/flash/flash-context';
import { PIPELINE_PATH } from '../../../ui/links';
import { PHONE_QUERY } from '../../../ui/results/ResultList';
import { TenderAmount } from '../../../ui/results/TenderAmount';
import { TenderTitleLink } from '../../../ui/results/TenderTitleLink';
import { CardChecklist } from './CardChecklist';
import { CardComments } from './CardComments';
import { CardFields } from './CardFields';
import { CardHistory } from './CardHistory';
import { CardNotes } from './CardNotes';
import { CardOutcome } from './CardOutcome';
import { useSaveCard } from './use-save-card';

interface Props {
  cardId: number;
  members: MemberRef[];
  onClose(): void;
}

/** A card's detail beside the board (the whole screen on a phone): everything a member edits. */
export function CardDrawer({ cardId, members, onClose }: Props) {
  const { t } = useTranslation();
  const flash = useFlash();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { card: query, update, comment, remove } = useCardDetail(cardId);
  const save = useSaveCard(update);
  const card = query.data;

  const onRemove = () => {
    if (!card || !window.confirm(t('pipeline.detail.removeConfirm', { title: card.tender.title }))) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        flash.success(t('pipeline.detail.removed'));
        onClose();
      },
      onError: (error) =>
        flash.error(
          t('pipeline.detail.saveFailed', { reason: error instanceof ApiError ? error.message : '' }).trim(),
        ),
    });
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={t('pipeline.detail.open')}
      closeButtonProps={{ 'aria-label': t('pipeline.detail.close') }}
      data-field="card-detail"
    >
      {query.isPending && <Loader size="sm" aria-label={t('pipeline.detail.loading')} />}
      {query.isError && (
        <Alert color="red">
          {query.error instanceof ApiError ? query.error.message : t('pipeline.detail.loadFailed')}
        </Alert>
      )}
      {card && (
        <Stack gap="md">
          <Stack gap={4}>
            <TenderTitleLink
              tenderId={card.tender_id}
              text={card.tender.title}
              comingFrom={PIPELINE_PATH}
              field="detail-title"
            />
            {card.tender.contracting_party && (
              <Text size="sm" c="dimmed">
                {card.tender.contracting_party.name}
              </Text>
            )}
            <Group gap="sm">
              <TenderAmount amount={card.tender.best_amount} />
              {card.tender.submission_deadline && (
                <Text size="sm">{formatDateMinutes(card.tender.submission_deadline)}</Text>
              )}
              {card.eligibility && <EligibilityBadge verdict={card.eligibility} />}
            </Group>
            <Text size="xs" c="dimmed" aria-live="polite" data-field="detail-save-state">
              {update.isPending
                ? t('pipeline.detail.saving')
                : update.isSuccess
                  ? t('pipeline.detail.saved')
                  : ''}
            </Text>
          </Stack>
          <CardOutcome card={card} />
          <CardFields card={card} members={members} save={save} />
          <Divider />
          <CardChecklist items={card.checklist} save={(checklist) => save({ checklist })} />
          <Divider />
          <CardNotes notes={card.notes} saving={update.isPending} save={(notes) => save({ notes })} />
          <Divider />
          <CardComments comments={card.comments} members={members} comment={comment} />
          <Divider />
          <CardHistory events={card.history} members={members} />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={onRemove}
            >
              {t('pipeline.detail.remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
