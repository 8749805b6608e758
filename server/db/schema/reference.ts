import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** CPV 2008 catalogue (Spanish), shipped with the product and loaded at first start (see ingest/reference-data.ts). */
export const cpvCodes = pgTable(
  'cpv_codes',
  {
    /** 8 digits; trailing zeros mark the broader levels (division, group, class, category). */
    code: text('code').primaryKey(),
    checkDigit: integer('check_digit').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('cpv_codes_label_trgm_idx').using('gin', sql`unaccent_immutable(${t.label}) gin_trgm_ops`)],
);
