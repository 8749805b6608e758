import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { parties, projects } from './procurement';
import { officialPublications } from './publications';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const mailingFrequency = () =>
  text('mailing_frequency', { enum: ['daily', 'weekly', 'no_email'] })
    .notNull()
    .default('daily');
const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A saved search. A `procurement` alert is told of new tenders matching it; a `renewal` alert of
 * awarded contracts matching it whose execution ends within `months_ahead` months.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    searchTerms: text('search_terms').notNull().default(''),
    alertType: text('alert_type', { enum: ['procurement', 'renewal'] })
      .notNull()
      .default('procurement'),
    /** A renewal alert's window: months before a contract's execution end; null for the others. */
    monthsAhead: integer('months_ahead'),
    /**
     * Random per alert: its private Atom feed's token is signed from it (server/domain/signed-links),
     * so the token itself is never stored; rotating replaces it and ends the old feed address.
     */
    feedNonce: text('feed_nonce').notNull().default(sql`gen_random_uuid()::text`),
    /** The search filters (common/api/procurement-search), sources included. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    mailingFrequency: mailingFrequency(),
    sendEmail: boolean('send_email').notNull().default(true),
    starred: boolean('starred').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the monitoring engine last could not run this alert's search; null once one succeeds or it is edited. */
    checkFailedAt: timestamp('check_failed_at', { withTimezone: true }),
    /** The database's or the validator's error of that failed check (shown to admins). */
    checkError: text('check_error'),
  },
  (t) => [index('alerts_user_idx').on(t.userId, t.starred, t.name)],
);

/**
 * A tender listed under 'Cierran pronto' in a user's daily digest, with the deadline it was
 * listed for: each tender is listed once per deadline, again when the deadline moves.
 */
export const closingSoonMentions = pgTable(
  'closing_soon_mentions',
  {
    userId: owner(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    submissionDeadline: timestamp('submission_deadline', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId, t.submissionDeadline] })],
);

/**
 * The Madrid days a user's daily digest listed tenders closing soon: its key makes a second run of
 * the same day (by hand, or a second scheduler) list none, even when both run at once.
 */
export const closingSoonDigests = pgTable(
  'closing_soon_digests',
  {
    userId: owner(),
    day: date('day', { mode: 'string' }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A followed tender. `reminderAt`: 6 months before its execution ends, when followed resolved. */
export const projectSubscriptions = pgTable(
  'project_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mailingFrequency: mailingFrequency(),
    reminderAt: timestamp('reminder_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_subscriptions_user_project_key').on(t.userId, t.projectId),
    index('project_subscriptions_project_idx').on(t.projectId),
    index('project_subscriptions_reminder_idx').on(t.reminderAt).where(sql`reminder_sent_at is null`),
  ],
);

/** A followed company or contracting body. */
export const partySubscriptions = pgTable(
  'party_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    mailingFrequency: mailingFrequency(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('party_subscriptions_user_party_key').on(t.userId, t.partyId),
    index('party_subscriptions_party_idx').on(t.partyId),
  ],
);

/** A user's own labels. The built-in 'Favoritos' (id -1) is not a row: see projectTags. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    fontColor: text('font_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/** A tag put by a user on a tender; a null tag is the built-in 'Favoritos' (id -1 in the API). */
export const projectTags = pgTable(
  'project_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_tags_key').on(t.userId, t.projectId, sql`coalesce(${t.tagId}, -1)`),
    index('project_tags_tag_idx').on(t.tagId),
  ],
);

/**
 * What a user is told about: a new tender matching alerts, changes to a followed tender, results
 * of a followed company. `data` holds what the card shows (changes as from/to pairs).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    processed: boolean('processed').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    noticeableType: text('noticeable_type', {
      enum: ['Procurement::Project', 'Procurement::Party', 'Official::Publication'],
    }).notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id').references(() => officialPublications.id, {
      onDelete: 'cascade',
    }),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'cascade' }),
    notificationTypes: text('notification_types').array().notNull().default(sql`'{}'::text[]`),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The e-mail digest it belongs to: the most frequent of its sources (an alert or follow),
     * `no_email` when none of them mails. Inbox notifications exist either way.
     */
    mailingFrequency: mailingFrequency(),
    /** When it went out in an e-mail (immediately or in a digest); null while pending. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /**
     * What makes it unique for its user (e.g. `new:<project id>`, `change:<version id>`): the
     * engine inserts with ON CONFLICT DO NOTHING, so re-running a batch creates no duplicates.
     */
    dedupeKey: text('dedupe_key'),
    /**
     * The alerts a new tender's notification answers (one can answer several). An array, not a
     * link table: the engine writes 200,000 notifications in one batch, and every link row cost
     * two foreign-key checks and two index entries, half of the batch's writing time. A deleted
     * alert's id stays behind unnoticed: ids are never reused and readers join `alerts`.
     */
    alertIds: integer('alert_ids').array().notNull().default(sql`'{}'::int[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.date.desc(), t.id.desc()),
    // Partial: a party's notifications are few, and alert notifications then skip this index.
    index('notifications_party_idx').on(t.userId, t.partyId).where(sql`party_id is not null`),
    index('notifications_alert_ids_idx').using('gin', t.alertIds),
    index('notifications_unmailed_idx').on(t.userId).where(sql`mailed_at is null`),
    // Unprocessed counts per user (inbox tab, admin users table).
    index('notifications_unprocessed_idx').on(t.userId).where(sql`not processed`),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);
