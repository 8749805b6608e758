import { customType, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An announcement of an official bulletin (the BOE, section V-A by default): what its daily
 * summary and its item document say. Its text is a stored document ({source}/{id}/{id}.json and
 * .html in the file store), not a column.
 */
export const officialPublications = pgTable(
  'official_publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source', { enum: ['boe'] })
      .notNull()
      .default('boe'),
    /** The bulletin's own id (BOE-B-2020-13309): unique, what re-imports key on. */
    identifier: text('identifier').notNull().unique(),
    title: text('title').notNull(),
    /** What the item's analysis says (kind of notice, contract type, procedure, place, CPV). */
    summary: text('summary'),
    department: text('department').notNull(),
    departmentCode: text('department_code'),
    /** The summary's section code: 5A for public procurement. */
    section: text('section').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    pdfUrl: text('pdf_url').notNull(),
    htmlUrl: text('html_url').notNull(),
    /** Title A, department B, summary C, document text D, in the Spanish configuration of projects. */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('official_publications_search_idx').using('gin', t.searchVector),
    index('official_publications_date_idx').on(t.date.desc(), t.id.desc()),
  ],
);

/** Who shared which document and with how many addresses: the per-user limit of POST /v1/sources/share. */
export const documentShares = pgTable(
  'document_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => officialPublications.id, { onDelete: 'cascade' }),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_shares_user_idx').on(t.userId, t.createdAt)],
);
