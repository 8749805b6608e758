import { Divider, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { formatAmount } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { AwardDetails } from './AwardDetails';
import { TruncatedText } from './TruncatedText';

export type Lot = ProjectDetail['lots'][number];

/** Every lot card has the same fixed height; longer contents scroll inside it. */
export const LOT_CARD_HEIGHT = 420;

/** A lot: lot_id, summary, location, total amount, then its awards if any. */
export function LotCard({ lot }: { lot: Lot }) {
  const { t } = useTranslation();
  const place = lot.location ? placeName(lot.location) : '';
  const label = t('tender.lots.lot', { id: lot.lot_id });
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
          {lot.summary && <TruncatedText text={lot.summary} />}
          {place && (
            <Text size="sm">
              <Text span c="dimmed" size="xs" fw={500}>
                {t('tender.lots.location')}:{' '}
              </Text>
              {place}
            </Text>
          )}
          {lot.total_amount && (
            <Text size="sm">
              <Text span c="dimmed" size="xs" fw={500}>
                {t('tender.lots.amount')}:{' '}
              </Text>
              {formatAmount(lot.total_amount)}
            </Text>
          )}
          <Divider />
          {lot.tender_results.length > 0 ? (
            lot.tender_results.map((result) => (
              <AwardDetails key={result.id} result={result} tendered={lot.total_amount} withRatio={false} />
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('tender.lots.notAwarded')}
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
