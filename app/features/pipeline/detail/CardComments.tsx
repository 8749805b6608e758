import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MemberRef, PIPELINE_LIMITS, type PipelineComment } from '../../../../common/api/pipeline';
import { formatDateMinutes } from '../../../../common/format';
import { ApiError } from '../../../api/api-error';
import type { useCardDetail } from '../../../api/pipeline/use-card-detail';
import { useFlash } from '../../../ui/flash/flash-context';
import { MentionTextarea } from './MentionTextarea';
import { mentionedIds } from './mentions';

interface Props {
  comments: PipelineComment[];
  members: MemberRef[];
  comment: ReturnType<typeof useCardDetail>['comment'];
}

/** The team's conversation on the card; '@Name' tells that member (inbox and digest). */
export function CardComments({ comments, members, comment }: Props) {
  const { t } = useTranslation();
  const flash = useFlash();
  const [text, setText] = useState('');
  const mentions = mentionedIds(text, members);
  const send = () =>
    comment.mutate(
      { body: text, mentions },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          flash.error(
            t('pipeline.detail.saveFailed', {
              reason: error instanceof ApiError ? error.message : '',
            }).trim(),
          ),
      },
    );
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('pipeline.detail.comments')}
      </Title>
      {comments.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('pipeline.detail.noComments')}
        </Text>
      )}
      {comments.map((c) => (
        <Paper key={c.id} withBorder p="xs" radius="sm" data-field="comment">
          <Text size="xs" c="dimmed">
            {t('pipeline.detail.by', {
              who: c.author?.name ?? t('pipeline.detail.formerMember'),
              at: formatDateMinutes(c.created_at),
            })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.body}
          </Text>
        </Paper>
      ))}
      <MentionTextarea
        label={t('pipeline.detail.newComment')}
        placeholder={t('pipeline.detail.commentPlaceholder')}
        value={text}
        members={members}
        maxLength={PIPELINE_LIMITS.comment}
        onChange={setText}
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" data-field="mentions-told">
          {mentions.length > 0 &&
            t('pipeline.detail.mentionsTold', {
              names: members
                .filter((m) => mentions.includes(m.id))
                .map((m) => m.name)
                .join(', '),
            })}
        </Text>
        <Button size="xs" onClick={send} loading={comment.isPending} disabled={!text.trim()}>
          {t('pipeline.detail.send')}
        </Button>
      </Group>
    </Stack>
  );
}
