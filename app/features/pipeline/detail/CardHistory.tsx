import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberRef, PipelineEvent } from '../../../../common/api/pipeline';
import { formatDateMinutes } from '../../../../common/format';
import { historyLine } from './history-line';

/** Who moved what, when: members, and the award itself, newest first. */
export function CardHistory({ events, members }: { events: PipelineEvent[]; members: MemberRef[] }) {
  const { t } = useTranslation();
  const whoAndWhen = (event: PipelineEvent) => {
    const at = formatDateMinutes(event.at);
    if (event.actor) return t('pipeline.detail.by', { who: event.actor.name, at });
    if (event.kind === 'award' || event.kind === 'republished')
      return t(`pipeline.detail.bySystem.${event.kind}`, { at });
    return t('pipeline.detail.by', { who: t('pipeline.detail.formerMember'), at });
  };
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('pipeline.detail.history')}
      </Title>
      <List spacing={4} size="sm" listStyleType="none" data-field="detail-history">
        {newestFirst.map((event) => (
          <List.Item key={event.id}>
            <Text size="sm">{historyLine(t, members, event)}</Text>
            <Text size="xs" c="dimmed">
              {whoAndWhen(event)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
