import { Divider, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountBasisKey, budgetAmounts } from '../../../common/amount-basis';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { formatAmount } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { AwardDetails } from './AwardDetails';

export type Lot = ProjectDetail['lots'][number];

/** Two lines of the lot's description; 'Ver más' shows the rest. */
const SUMMARY_HEIGHT = 44;

/**
 * A lot: its id and description (cut to two lines), then its awards — status, winner, amounts,
 * date, competition and the difference to the budget — then its place and budget. The card is
 * as tall as its facts (the row's cards share the tallest one's height): a fixed height with an
 * inner scrollbar hid the last award facts below the fold.
 */
export function LotCard({ lot }: { lot: Lot }) {
  const { t } = useTranslation();
  const place = lot.location ? placeName(lot.location) : '';
  const label = t('tender.lots.lot', { id: lot.lot_id });
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-roledescription="lote" aria-label={label}>
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
        {budgetAmounts(lot).map(({ basis, value }) => (
          <Text size="sm" key={basis} data-testid="lot-budget" data-amount-basis={basis}>
            <Text span c="dimmed" size="xs" fw={500}>
              {t(amountBasisKey(basis))}:{' '}
            </Text>
            {formatAmount(value)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
