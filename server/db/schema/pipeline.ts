import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ChecklistItem,
  PipelineEvent,
  PipelineOutcome,
  PipelinePriority,
  PipelineStage,
} from '../../../common/api/pipeline';
import { users } from './accounts';
import { subscriptions } from './billing';
import { projects } from './procurement';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A tender on a bid board ('Oportunidades'). The board's owner is the one of the company profile:
 * a licence (shared by its members) or a user alone; one card per tender on a board.
 */
export const pipelineCards = pgTable(
  'pipeline_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<PipelineStage>().notNull().default('detected'),
    position: doublePrecision('position').notNull().default(0),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    priority: text('priority').$type<PipelinePriority>().notNull().default('normal'),
    decision: text('decision').$type<'go' | 'no_go'>(),
    bidAmount: doublePrecision('bid_amount'),
    bidDiscount: doublePrecision('bid_discount'),
    notes: text('notes').notNull().default(''),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
    outcome: jsonb('outcome').$type<PipelineOutcome>(),
    stageSince: timestamp('stage_since', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('pipeline_cards_one_owner', sql`(${t.subscriptionId} is null) <> (${t.userId} is null)`),
    uniqueIndex('pipeline_cards_licence_tender_key')
      .on(t.subscriptionId, t.projectId)
      .where(sql`${t.subscriptionId} is not null`),
    uniqueIndex('pipeline_cards_user_tender_key')
      .on(t.userId, t.projectId)
      .where(sql`${t.userId} is not null`),
    index('pipeline_cards_project_idx').on(t.projectId),
  ],
);

/** A member's comment on a card; `mentions`: the members it names (each was notified). */
export const pipelineComments = pgTable(
  'pipeline_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => pipelineCards.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentions: jsonb('mentions').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pipeline_comments_card_idx').on(t.cardId, t.id)],
);

/** A card's history: who changed what and when; actor null = the award (or a re-publication). */
export const pipelineEvents = pgTable(
  'pipeline_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => pipelineCards.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PipelineEvent['kind']>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pipeline_events_card_idx').on(t.cardId, t.id)],
);
