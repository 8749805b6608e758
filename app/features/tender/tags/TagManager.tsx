import { ActionIcon, Button, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../../common/api/tags';
import { useFlash } from '../../../ui/flash/flash-context';
import { TagBadge } from './TagBadge';
import { NEW_TAG, TagForm } from './TagForm';
import { useDeleteTag, useSaveTag, useTags } from './use-tags';

function TagRow({ tag, onEdit }: { tag: Tag; onEdit: () => void }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const remove = useDeleteTag();
  const [confirming, setConfirming] = useState(false);
  if (tag.type === 'favorites') {
    return (
      <Group justify="space-between" role="listitem" aria-label={tag.name}>
        <TagBadge tag={tag} />
        <Text size="xs" c="dimmed">
          {t('tags.builtIn')}
        </Text>
      </Group>
    );
  }
  return (
    <Group justify="space-between" role="listitem" aria-label={tag.name}>
      <TagBadge tag={tag} />
      {confirming ? (
        <Group gap="xs">
          <Button
            size="compact-xs"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(tag.id, { onError: (error) => flash.error(error.message) })}
          >
            {t('tags.confirmDelete')}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
            {t('tags.cancel')}
          </Button>
        </Group>
      ) : (
        <Group gap={4}>
          <ActionIcon variant="subtle" aria-label={t('tags.edit', { name: tag.name })} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('tags.delete', { name: tag.name })}
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

/** The user's tags: create, rename and recolour, delete; Favoritos is listed but fixed. */
export function TagManager({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const tags = useTags();
  const save = useSaveTag();
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <Modal opened={opened} onClose={onClose} title={t('tags.manager')} size="lg">
      <Stack gap="sm">
        {tags.isPending && <Loader size="sm" />}
        <Stack gap="xs" role="list" aria-label={t('tags.list')}>
          {tags.data?.map((tag) =>
            editing === tag.id ? (
              <TagForm
                key={tag.id}
                initial={tag}
                submitLabel={t('tags.save')}
                onSave={async (input) => {
                  await save.mutateAsync({ id: tag.id, tag: input });
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <TagRow key={tag.id} tag={tag} onEdit={() => setEditing(tag.id)} />
            ),
          )}
        </Stack>
        <Divider />
        <Title order={3} size="h5">
          {t('tags.new')}
        </Title>
        <TagForm
          initial={NEW_TAG}
          submitLabel={t('tags.create')}
          onSave={(input) => save.mutateAsync({ tag: input })}
        />
      </Stack>
    </Modal>
  );
}
