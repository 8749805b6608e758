import { ActionIcon, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lot, LotCard } from './LotCard';

/** Three lots side by side (fewer on narrow screens), moved one at a time. */
const SLIDES = 3;

export function LotsCarousel({ lots }: { lots: Lot[] }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 75em)', true);
  const medium = useMediaQuery('(min-width: 48em)', true);
  const slots = wide ? SLIDES : medium ? 2 : 1;
  const visible = Math.min(slots, lots.length);
  const [first, setFirst] = useState(0);
  // A narrower screen may leave the start past the last full window.
  const start = Math.min(first, lots.length - visible);
  const shown = lots.slice(start, start + visible);

  return (
    <Stack gap="xs" role="region" aria-roledescription="carrusel" aria-label={t('tender.lots.carousel')}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('tender.lots.showing', { from: start + 1, to: start + visible, total: lots.length })}
        </Text>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label={t('tender.lots.previous')}
            disabled={start === 0}
            onClick={() => setFirst(start - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('tender.lots.next')}
            disabled={start + visible >= lots.length}
            onClick={() => setFirst(start + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={slots} spacing="md">
        {shown.map((lot) => (
          <LotCard key={lot.lot_id} lot={lot} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
