import { z } from 'zod';

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

export const documentFetchResponseSchema = z.object({
  /** Whether this call queued a fetch (false: one was already waiting). */
  queued: z.boolean(),
});
