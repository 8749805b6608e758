import { Button, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings, IconTagPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../../ui/flash/flash-context';
import { TagBadge } from './TagBadge';
import { TagManager } from './TagManager';
import { useTags, useTenderTags, useToggleTenderTag } from './use-tags';

/** The tag row of a tender: its tags (each removable), a menu to add one, and the tag manager. */
export function TenderTags({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const all = useTags();
  const applied = useTenderTags(tenderId);
  const toggle = useToggleTenderTag(tenderId);
  const [managing, manager] = useDisclosure(false);
  const appliedIds = new Set(applied.data?.map((tag) => tag.id));
  const addable = all.data?.filter((tag) => !appliedIds.has(tag.id)) ?? [];
  const change = (tagId: number, on: boolean) =>
    toggle.mutate({ tagId, on }, { onError: (error) => flash.error(error.message) });

  return (
    <Group gap="xs" role="group" aria-label={t('tags.ofTender')}>
      {applied.data?.map((tag) => (
        <TagBadge key={tag.id} tag={tag} onRemove={() => change(tag.id, false)} />
      ))}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconTagPlus size={16} />}
            loading={toggle.isPending}
          >
            {t('tags.add')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {addable.map((tag) => (
            <Menu.Item key={tag.id} onClick={() => change(tag.id, true)} aria-label={tag.name}>
              <TagBadge tag={tag} />
            </Menu.Item>
          ))}
          {addable.length > 0 && <Menu.Divider />}
          <Menu.Item leftSection={<IconSettings size={14} />} onClick={manager.open}>
            {t('tags.manage')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <TagManager opened={managing} onClose={manager.close} />
    </Group>
  );
}
