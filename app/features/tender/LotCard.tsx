import { Divider, Paper, ScrollArea, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { formatAmount } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { AwardDetails } from './AwardDetails';

export type Lot = ProjectDetail['lots'][number];

/** Every lot card has the same fixed height; what does not fit scrolls inside it. */
export const LOT_CARD_HEIGHT = 420;
/** Two lines of the lot's description; 'Ver más' shows the rest. */
const SUMMARY_HEIGHT = 44;

/**
 * A lot: its id and description (cut to two lines), then its awards — status, winner, amount
 * and date within the card's first screen — then its place and budget.
 */
export function LotCard({ lot }: { lot: Lot }) {
  const { t } = useTranslation();
  const place = lot.location ? placeName(lot.location) : '';
  const label = t('tender.lots.lot', { id: lot.lot_id });
  const budget =
    formatAmount(lot.total_amount) ||
    (lot.tax_exclusive_amount &&
      t('tender.awards.withoutVat', { amount: formatAmount(lot.tax_exclusive_amount) }));
  return (
    <Paper
      withBorder
      radius="md"
      h={LOT_CARD_HEIGHT}
      role="group"
      aria-roledescription="lote"
      aria-label={label}
    >
      <ScrollArea h="100%" p="md" type="auto">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {label}
          </Title>
          {lot.summary && (
            <Spoiler
              maxHeight={SUMMARY_HEIGHT}
              showLabel={t('tender.info.more')}
              hideLabel={t('tender.info.less')}
              styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
              data-testid="lot-summary"
            >
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {lot.summary}
              </Text>
            </Spoiler>
          )}
          {lot.tender_results.length > 0 ? (
            lot.tender_results.map((result) => (
              <AwardDetails
                key={result.id}
                result={result}
                tendered={{ total: lot.total_amount, taxExclusive: lot.tax_exclusive_amount }}
                withRatio={false}
              />
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('tender.lots.notAwarded')}
            </Text>
          )}
          <Divider />
          {place && (
            <Text size="sm">
              <Text span c="dimmed" size="xs" fw={500}>
                {t('tender.lots.location')}:{' '}
              </Text>
              {place}
            </Text>
          )}
          {budget && (
            <Text size="sm">
              <Text span c="dimmed" size="xs" fw={500}>
                {t('tender.lots.amount')}:{' '}
              </Text>
              {budget}
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
