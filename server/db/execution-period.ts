import { sql } from 'drizzle-orm';

/** What the follow clock (common/follow-state.ts) reads of a tender (a `projects` row). */
export const EXECUTION_PERIOD_COLUMNS = sql`status, execution_end::text as execution_end`;
