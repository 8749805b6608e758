import { CLOSED_STAGES, PIPELINE_STAGES, type PipelineSummary } from '../../../../common/api/pipeline';

/** The headline of the figures: cards still in play, and bids won of those whose result is known. */
export function summaryTotals(summary: PipelineSummary) {
  const open = PIPELINE_STAGES.filter((stage) => !CLOSED_STAGES.includes(stage)).reduce(
    (sum, stage) => sum + (summary.open_by_stage[stage] ?? 0),
    0,
  );
  const presented = summary.win_rate_by_year.reduce((sum, y) => sum + y.presented, 0);
  const won = summary.win_rate_by_year.reduce((sum, y) => sum + y.won, 0);
  return { open, presented, won, rate: presented ? won / presented : null };
}
