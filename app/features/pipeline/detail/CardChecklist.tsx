import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChecklistItem, PIPELINE_LIMITS } from '../../../../common/api/pipeline';

interface Props {
  items: ChecklistItem[];
  save(checklist: ChecklistItem[]): void;
}

/** A new item's id: unique within the card, and stable while it is edited. */
const newId = (items: ChecklistItem[]) => {
  let n = items.length + 1;
  while (items.some((item) => item.id === `t-${n}`)) n += 1;
  return `t-${n}`;
};

/** What is left to prepare: the pliego's requirements first, then the team's own tasks. */
export function CardChecklist({ items, save }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const done = items.filter((item) => item.done).length;
  const add = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    save([...items, { id: newId(items), text: trimmed, done: false, source: 'manual' }]);
    setText('');
  };
  return (
    <Stack gap="xs" data-field="detail-checklist">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('pipeline.detail.checklist')}
        </Title>
        {items.length > 0 && (
          <Text size="xs" c="dimmed" data-field="checklist-progress">
            {t('pipeline.detail.checklistProgress', { done, total: items.length })}
          </Text>
        )}
      </Group>
      {items.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
          <Checkbox
            label={item.text}
            checked={item.done}
            onChange={(event) =>
              save(items.map((i) => (i.id === item.id ? { ...i, done: event.currentTarget.checked } : i)))
            }
          />
          <Group gap={4} wrap="nowrap">
            {item.source === 'requirement' && (
              <Badge size="xs" variant="light" color="grape" tt="none">
                {t('pipeline.detail.fromRequirements')}
              </Badge>
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('pipeline.detail.removeTask', { text: item.text })}
              onClick={() => save(items.filter((i) => i.id !== item.id))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      {items.length < PIPELINE_LIMITS.checklist && (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            label={t('pipeline.detail.newTask')}
            value={text}
            maxLength={300}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="light" onClick={add} disabled={!text.trim()}>
            {t('pipeline.detail.addTask')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
