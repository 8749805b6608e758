import { type SQL, sql } from 'drizzle-orm';

/**
 * Until when a PUB tender takes offers: its submission deadline, or forever when it has none. An
 * open tender is then one range of one index (`projects_open_until_idx`) instead of an OR the
 * index could only filter by.
 */
export const openUntil = (deadline: SQL) => sql`coalesce(${deadline}, 'infinity'::timestamptz)`;
