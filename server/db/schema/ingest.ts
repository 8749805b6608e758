import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FEED_CODES } from '../../../common/feeds';
import { projects } from './procurement';
import { officialPublications } from './publications';

/** Every stored change of a project: field-level from/to pairs, lot and document changes. */
export const projectVersions = pgTable(
  'project_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'changed', 'deleted'] }).notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    lotChanges: jsonb('lot_changes').notNull().default([]),
    documentChanges: jsonb('document_changes').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_versions_project_idx').on(t.projectId, t.id)],
);

/** What the importer tells the monitoring engine: consumed in id order, marked when processed. */
export const ingestEvents = pgTable(
  'ingest_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', {
      enum: ['new_project', 'changed_project', 'new_award', 'new_publication'],
    }).notNull(),
    /** The tender of a PLACSP event; null for a publication's. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id').references(() => officialPublications.id, {
      onDelete: 'cascade',
    }),
    versionId: integer('version_id').references(() => projectVersions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('ingest_events_pending_idx').on(t.id).where(sql`processed_at is null`)],
);

/**
 * Per-feed sync state: the watermark the live sync walks back to, and its last outcome. `boe` is
 * the official bulletin's daily sync (its watermark: the last publication day imported).
 */
export const feedState = pgTable('feed_state', {
  feed: text('feed', { enum: [...FEED_CODES, 'boe'] }).primaryKey(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastRun: jsonb('last_run'),
});

/**
 * Each `npm run import` of a file, folder, archive or URL and how far it got: one left unfinished
 * (a killed or failed process) is finished by the next live sync.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the command was given, made absolute: the sync opens it again. */
    target: text('target').notNull(),
    feed: text('feed', { enum: FEED_CODES }),
    pagesTotal: integer('pages_total').notNull(),
    pagesDone: integer('pages_done').notNull().default(0),
    /** The last page stored: a resumed run starts after it. */
    lastPage: text('last_page'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved at every page: a run whose process is gone stops moving it. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('import_runs_unfinished_idx').on(t.heartbeatAt).where(sql`finished_at is null`)],
);

/**
 * Indexes a first load dropped to build once at its end (server/ingest/import/deferred-indexes.ts),
 * with the definition to build each again and the recorded run that builds them.
 */
export const deferredIndexes = pgTable('deferred_indexes', {
  name: text('name').primaryKey(),
  definition: text('definition').notNull(),
  importRunId: integer('import_run_id').notNull(),
  droppedAt: timestamp('dropped_at', { withTimezone: true }).notNull().defaultNow(),
});
