import { Box, Group, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../common/format';
import { chartUnit, scaledAmount, yearBars } from './chart-scale';

const BAR_AREA_PX = 140;
const BAR_WIDTH_PX = 40;

interface Props {
  /** Year → amount in euros (exact decimal strings), as GET /v1/procurement_party/{id} gives them. */
  amounts: Record<string, string>;
  /** The years chosen as filter: their bars show pressed. */
  selected: readonly number[];
  disabled?: boolean;
  onToggle(year: number): void;
}

/**
 * The yearly bar chart of a company page view (no chart library: one button per bar). A bar
 * toggles its year as a filter; figures are in thousands of euros, or millions above 1,000,000.
 */
export function YearChart({ amounts, selected, disabled, onToggle }: Props) {
  const { t } = useTranslation();
  const captionId = useId();
  const bars = yearBars(amounts);
  if (bars.length === 0) return null;
  const unit = chartUnit(bars);
  const max = Math.max(...bars.map((bar) => bar.amount), 1);

  return (
    <Stack gap={6} data-testid="year-chart">
      <Text size="sm" c="dimmed" id={captionId}>
        {t(`party.chart.caption.${unit}`)}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="sm" align="flex-end" wrap="nowrap" role="group" aria-labelledby={captionId}>
          {bars.map((bar) => {
            const pressed = selected.includes(bar.year);
            const label = t('party.chart.bar', { year: bar.year, amount: formatEuros(bar.amount) });
            return (
              <Tooltip key={bar.year} label={label} withArrow>
                <UnstyledButton
                  aria-label={label}
                  aria-pressed={pressed}
                  disabled={disabled}
                  onClick={() => onToggle(bar.year)}
                  style={{ cursor: disabled ? 'default' : 'pointer' }}
                >
                  <Stack gap={2} align="center" w={BAR_WIDTH_PX + 16}>
                    <Text size="xs" fw={pressed ? 700 : 400}>
                      {scaledAmount(bar.amount, unit)}
                    </Text>
                    <Box
                      w={BAR_WIDTH_PX}
                      h={Math.max(2, Math.round((bar.amount / max) * BAR_AREA_PX))}
                      bg={pressed ? 'brand.7' : 'brand.2'}
                      style={{ borderRadius: '4px 4px 0 0' }}
                    />
                    <Text size="xs" fw={pressed ? 700 : 400}>
                      {bar.year}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </Tooltip>
            );
          })}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
