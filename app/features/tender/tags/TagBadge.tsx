import { Badge, CloseButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../../common/api/tags';

/** A tag in its own colours; with `onRemove`, a cross takes it off. */
export function TagBadge({
  tag,
  onRemove,
}: {
  tag: Pick<Tag, 'name' | 'font_color' | 'background_color'>;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      size="lg"
      radius="sm"
      tt="none"
      styles={{ root: { backgroundColor: tag.background_color, color: tag.font_color } }}
      rightSection={
        onRemove && (
          <CloseButton
            size="xs"
            variant="transparent"
            c={tag.font_color}
            aria-label={t('tags.remove', { name: tag.name })}
            onClick={onRemove}
          />
        )
      }
    >
      {tag.name}
    </Badge>
  );
}
