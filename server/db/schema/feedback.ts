import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { alerts } from './monitoring';
import { projects } from './procurement';

/**
 * A user's 'Me interesa' (up) or 'No me interesa' (down) on a tender, given from a notification
 * (the inbox card or a digest's link). One per user and tender: the tender is what is judged,
 * however many notifications told of it; clearing the verdict deletes the row.
 */
export const tenderFeedback = pgTable(
  'tender_feedback',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    value: text('value', { enum: ['up', 'down'] }).notNull(),
    /** The alerts that brought the tender (what a suggestion to narrow an alert reads). */
    alertIds: integer('alert_ids').array().notNull().default(sql`'{}'::int[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

/**
 * The digests' one-click feedback links already used: each works once. Kept until the link
 * expires, when it is refused for that reason anyway.
 */
export const usedFeedbackLinks = pgTable('used_feedback_links', {
  /** The link's signature (unique to its notification, verdict and expiry). */
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A suggestion applied to an alert (a word excluded, a CPV class removed) and what the alert was
 * before, so it can be undone. A suggestion applied once is not offered again, undone or not.
 */
export const alertSuggestionChanges = pgTable(
  'alert_suggestion_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['exclude_word', 'remove_cpv'] }).notNull(),
    value: text('value').notNull(),
    previousSearchTerms: text('previous_search_terms').notNull(),
    previousFilters: jsonb('previous_filters').$type<Record<string, unknown>>().notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('alert_suggestion_changes_once').on(t.alertId, t.kind, t.value)],
);
