import { z } from 'zod';
import { idParamSchema } from './fields';

export const TENDER_DOCUMENT_STATUSES = ['pending', 'ok', 'failed', 'no_text'] as const;
export const TENDER_DOCUMENT_TYPES = ['general', 'legal', 'technical', 'additional'] as const;

/** A tender's document as we hold it: the link as published and what fetching (and reading) found. */
export const tenderDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The tab of the tender page: Doc. General, Legal, Técnica, Adicional. */
  type: z.enum(TENDER_DOCUMENT_TYPES),
  uri: z.string(),
  /** What the bytes are (sniffed), null until fetched. */
  mime_type: z.string().nullable(),
  status: z.enum(TENDER_DOCUMENT_STATUSES),
  /** Null until a reader has gone through it. */
  pages: z.number().int().nullable(),
  sha256: z.string().nullable(),
  fetched_at: z.iso.datetime().nullable(),
  /** Why the last attempt did not bring it (it may be retried while pending). */
  error: z.string().nullable(),
});
export type TenderDocument = z.infer<typeof tenderDocumentSchema>;

export const tenderDocumentsSchema = z.array(tenderDocumentSchema);

/** A document on its own (the viewer's page): with the tender it belongs to. */
export const storedTenderDocumentSchema = tenderDocumentSchema.extend({
  project_id: z.number().int(),
  project_title: z.string(),
});
export type StoredTenderDocument = z.infer<typeof storedTenderDocumentSchema>;

export const documentIdParamsSchema = z.object({ document_id: idParamSchema() });

export const documentFetchResponseSchema = z.object({
  /** Whether this call queued a fetch (false: one was already waiting). */
  queued: z.boolean(),
});

/** A tender's document as a path parameter: the tender and one of its documents. */
export const tenderDocumentParamsSchema = z.object({
  id: idParamSchema(),
  document_id: idParamSchema(),
});

/** Which file of our copy: the whole file, or one member of a ZIP (its path, nested ZIPs joined by '/'). */
export const documentFileQuerySchema = z.object({
  member: z.string().max(1000).optional(),
});

export const DOCUMENT_SEARCH_MAX = 200;

export const documentPagesQuerySchema = z.object({
  /** Words to find (websearch syntax: "phrase", -word, or); without it, every page. */
  q: z.string().trim().max(DOCUMENT_SEARCH_MAX).optional(),
});

/** A page of our copy's text: of the file ('' member) or of a ZIP member. */
export const documentPageSchema = z.object({
  member: z.string(),
  page: z.number().int(),
  /** The page's whole text; null in a search's answer. */
  text: z.string().nullable(),
  /** The words found, in context; null without a search. */
  snippet: z.string().nullable(),
});

export const documentPagesSchema = z.object({
  /** The ZIP members we read, in order ('' is the file itself when it has pages). */
  members: z.array(z.string()),
  pages: z.array(documentPageSchema),
});
export type DocumentPages = z.infer<typeof documentPagesSchema>;
