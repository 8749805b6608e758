import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './procurement';

/**
 * A tender's documents as linked on its page, with what fetching them found. The bytes live in the
 * file store under their sha256, so the same file linked twice is stored once.
 */
export const tenderDocuments = pgTable(
  'tender_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The group the tender page shows it in: general, legal, technical or additional. */
    type: text('type').notNull(),
    uri: text('uri').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    sha256: text('sha256'),
    size: integer('size'),
    mimeType: text('mime_type'),
    /** Null until a reader has gone through the stored copy. */
    pages: integer('pages'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set when someone asked for it ('Leer los pliegos') and no fetch has run since: one job, not one per click. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tender_documents_project_uri_key').on(t.projectId, t.uri),
    index('tender_documents_sha256_idx').on(t.sha256),
    check('tender_documents_status', sql`${t.status} in ('pending', 'ok', 'failed', 'no_text')`),
    check('tender_documents_type', sql`${t.type} in ('general', 'legal', 'technical', 'additional')`),
  ],
);
