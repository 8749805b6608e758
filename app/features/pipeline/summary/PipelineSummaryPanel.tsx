import { Accordion, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CLOSED_STAGES, PIPELINE_STAGES, type PipelineSummary } from '../../../../common/api/pipeline';
import { formatEuros, formatPercent } from '../../../../common/format';
import { usePipelineSummary } from '../../../api/pipeline/use-pipeline-summary';
import { summaryTotals } from './summary-totals';

const rateText = (rate: number | null) => (rate === null ? '—' : formatPercent(rate));

/** 'Cifras': how the board stands and how the team's bids went, folded under its headline. */
export function PipelineSummaryPanel() {
  const { t } = useTranslation();
  const { data } = usePipelineSummary();
  if (!data) return null;
  const totals = summaryTotals(data);
  return (
    <Accordion variant="contained" transitionDuration={0} data-testid="pipeline-summary">
      <Accordion.Item value="figures">
        <Accordion.Control icon={<IconChartBar size={18} />}>
          <Text fw={600} span>
            {t('pipeline.summary.title')}
          </Text>{' '}
          <Text span size="sm" c="dimmed" data-field="summary-headline">
            {t('pipeline.summary.headline', {
              count: totals.open,
              rate: rateText(totals.rate),
              won: totals.won,
              presented: totals.presented,
            })}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <SummaryBody summary={data} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function Figure({ id, label, value, detail }: { id: string; label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="sm" data-figure={id}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="lg">
          {value}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function SummaryBody({ summary }: { summary: PipelineSummary }) {
  const { t } = useTranslation();
  const totals = summaryTotals(summary);
  const openStages = PIPELINE_STAGES.filter((stage) => !CLOSED_STAGES.includes(stage));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <Figure
          id="open"
          label={t('pipeline.summary.open')}
          value={String(totals.open)}
          detail={openStages
            .map((stage) => `${t(`pipeline.stages.${stage}`)} ${summary.open_by_stage[stage] ?? 0}`)
            .join(' · ')}
        />
        <Figure
          id="rate"
          label={t('pipeline.summary.rate')}
          value={rateText(totals.rate)}
          detail={t('pipeline.summary.wonOf', { won: totals.won, presented: totals.presented })}
        />
        <Figure
          id="value"
          label={t('pipeline.summary.valuePresented')}
          value={formatEuros(summary.value_presented)}
          detail={t('pipeline.summary.valueWon', { amount: formatEuros(summary.value_won) })}
        />
        <Figure
          id="discount"
          label={t('pipeline.summary.discountOurs')}
          value={rateText(summary.average_discount_ours)}
          detail={t('pipeline.summary.discountWinning', {
            value: rateText(summary.average_discount_winning),
          })}
        />
      </SimpleGrid>
      {summary.win_rate_by_year.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <RateTable
            label={t('pipeline.summary.byYear')}
            first={t('pipeline.summary.year')}
            rows={summary.win_rate_by_year.map((r) => ({ key: String(r.year), name: String(r.year), ...r }))}
          />
          <RateTable
            label={t('pipeline.summary.byDivision')}
            first={t('pipeline.summary.division')}
            rows={summary.win_rate_by_division.map((r) => ({
              key: r.cpv_division,
              name: r.label ? `${r.cpv_division} · ${r.label}` : r.cpv_division,
              ...r,
            }))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface RateRow {
  key: string;
  name: string;
  presented: number;
  won: number;
  rate: number | null;
}

function RateTable({ label, first, rows }: { label: string; first: string; rows: RateRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Table striped verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th ta="right">{t('pipeline.summary.presented')}</Table.Th>
            <Table.Th ta="right">{t('pipeline.summary.won')}</Table.Th>
            <Table.Th ta="right">{t('pipeline.summary.rateShort')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{row.presented}</Table.Td>
              <Table.Td ta="right">{row.won}</Table.Td>
              <Table.Td ta="right">{rateText(row.rate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
