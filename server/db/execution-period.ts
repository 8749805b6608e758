import { sql } from 'drizzle-orm';

/** What the execution period rule (common/follow-state.ts) reads of a tender (a `projects` row). */
export const EXECUTION_PERIOD_COLUMNS = sql`status, publication_date::text as date,
  planned_period::float8 as planned_period, planned_period_unit,
  data->>'plannedStartDate' as planned_start_date, data->>'plannedEndDate' as planned_end_date`;
