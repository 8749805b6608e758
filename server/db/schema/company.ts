import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompanyProfileBody } from '../../../common/api/company-profile';
import { users } from './accounts';
import { subscriptions } from './billing';

/**
 * A company's profile: the licence's (shared by its members), or a user's own without a licence.
 * Exactly one owner; one profile per owner.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .unique('company_profiles_subscription_key')
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .unique('company_profiles_user_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NIF as companies write it (upper case, no separators): links the company's own awards. */
    taxId: text('tax_id'),
    classifications: jsonb('classifications')
      .$type<CompanyProfileBody['classifications']>()
      .notNull()
      .default([]),
    turnover: jsonb('turnover').$type<CompanyProfileBody['turnover']>().notNull().default([]),
    certificates: jsonb('certificates').$type<string[]>().notNull().default([]),
    provinces: jsonb('provinces').$type<string[]>().notNull().default([]),
    cpvCodes: jsonb('cpv_codes').$type<string[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('company_profiles_one_owner', sql`(${t.subscriptionId} is null) <> (${t.userId} is null)`)],
);
