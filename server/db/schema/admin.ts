import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every change an admin makes (activations, invitations, subscriptions): who, what, when, and
 * the affected fields before and after. The row outlives the admin's account (adminId then null).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `user.activate`, `user.invite`. */
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['user', 'subscription'] }).notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);
