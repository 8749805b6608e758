import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PliegoFindings } from '../../../common/api/pliego-findings';
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
    /** The hash the stored copy had before its last change: the old text a rectified pliego is compared with. */
    previousSha256: text('previous_sha256'),
    size: integer('size'),
    mimeType: text('mime_type'),
    /** Null until a reader has gone through the stored copy. */
    pages: integer('pages'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set when someone asked for it ('Leer los pliegos') and no fetch has run since: one job, not one per click. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** When the link left the tender's entry: the row stays (its text may be compared), out of lists. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tender_documents_project_uri_key').on(t.projectId, t.uri),
    index('tender_documents_sha256_idx').on(t.sha256),
    check('tender_documents_status', sql`${t.status} in ('pending', 'ok', 'failed', 'no_text')`),
    check('tender_documents_type', sql`${t.type} in ('general', 'legal', 'technical', 'additional')`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What reading a stored file found, once per content: the same file linked by two tenders is
 * read once, and the text of a replaced version stays for comparing it with the new one.
 */
export const documentContents = pgTable(
  'document_contents',
  {
    sha256: text('sha256').primaryKey(),
    /** 'no_text': nothing to read, a scanned document ('sin texto (escaneado)'). */
    status: text('status').notNull(),
    pages: integer('pages').notNull(),
    /** What the rules read from the text; null when they found nothing. */
    findings: jsonb('findings').$type<PliegoFindings>(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('document_contents_status', sql`${t.status} in ('ok', 'no_text')`)],
);

/** A stored file's text page by page, indexed with the tenders' Spanish dictionary. */
export const documentPages = pgTable(
  'document_pages',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => documentContents.sha256, { onDelete: 'cascade' }),
    /** '' for the file itself; inside a ZIP, the member's path ('anexos.zip/anexo1.pdf' when nested). */
    member: text('member').notNull().default(''),
    /** 1-based within the file or member. */
    page: integer('page').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('spanish_unaccent', text)`),
  },
  (t) => [
    primaryKey({ columns: [t.sha256, t.member, t.page] }),
    index('document_pages_search_idx').using('gin', t.searchVector),
  ],
);
