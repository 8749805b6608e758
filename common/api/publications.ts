import { z } from 'zod';
import { emailSchema } from './auth';
import { pathOf } from './contract';
import { BULLETIN_ID, DOCUMENT_SOURCES } from './documents';
import { dateSchema, searchWordsSchema } from './fields';
import { pageMetadataSchema } from './procurement-search';
import { DOCUMENT_ROUTES } from './routes/documents';
import { API_TEXTS, fillText } from './texts';

/**
 * One official-bulletin publication (issue 10): a BOE announcement as its summary and item
 * document describe it. `document_json` / `document_html` are where the app reads its stored
 * document (GET, signed in with access).
 */
export const publicationSchema = z.object({
  source: z.enum(DOCUMENT_SOURCES),
  /** The bulletin's identifier (BOE-B-2020-13309), also the stored document's id. */
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  department: z.string(),
  /** The summary's section code (5A: V-A, public procurement). */
  section: z.string(),
  /** YYYY-MM-DD: the issue date. */
  date: z.iso.date(),
  pdf_url: z.string(),
  html_url: z.string(),
  document_json: z.string(),
  document_html: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** Where the API serves a stored document (the file store's own path, under /v1/documents/). */
export const documentUrl = (source: Publication['source'], id: string, ext: 'json' | 'html') =>
  pathOf(DOCUMENT_ROUTES.show.path, { source, id, file: `${id}.${ext}` });

export const PUBLICATIONS_PAGE_SIZE = 25;

/**
 * POST /v1/publications/search: full text over title, department, summary and the document's
 * text (same Spanish accent-insensitive configuration as tenders; quoted phrases, OR, -word);
 * without words, newest first. `date` narrows to an issue-date range.
 */
export const publicationSearchBodySchema = z.object({
  searchTerms: searchWordsSchema.optional().default(''),
  page: z.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.number().int().min(1).max(1000).optional().default(PUBLICATIONS_PAGE_SIZE),
  date: z
    .object({
      from: dateSchema().optional(),
      to: dateSchema().optional(),
    })
    .optional(),
});
export type PublicationSearchBody = z.input<typeof publicationSearchBodySchema>;
export type PublicationSearchQuery = z.output<typeof publicationSearchBodySchema>;

export const publicationSearchResponseSchema = z.object({
  results: z.array(publicationSchema.extend({ score: z.number().nullable() })),
  metadata: pageMetadataSchema,
});
export type PublicationSearchResponse = z.infer<typeof publicationSearchResponseSchema>;

/** GET /v1/publications/{id}. */
export const publicationParamsSchema = z.object({
  id: z.string().regex(BULLETIN_ID, API_TEXTS.publications.identificadorPublicacionNoValido),
});

/** At most this many addresses per share. */
export const SHARE_MAX_RECIPIENTS = 10;
/**
 * Recipients a user may e-mail documents to per hour (over all their shares): few during the
 * trial, more once they hold a paid licence.
 */
export const SHARE_RECIPIENTS_PER_HOUR = { trial: 5, licensed: 50 } as const;
export const SHARE_MESSAGE_MAX = 1000;

/**
 * POST /v1/sources/share: e-mails a link to a stored document to one or more addresses,
 * with an optional message, through the outbox. 202 with how many e-mails were queued; 429 with
 * Retry-After past the user's recipients per hour; 422 when one share alone exceeds them.
 */
export const shareDocumentBodySchema = z.object({
  source: z.enum(DOCUMENT_SOURCES, API_TEXTS.publications.fuenteDocumentosNoValida),
  id: z.string().regex(BULLETIN_ID, API_TEXTS.publications.identificadorDocumentoNoValido),
  emails: z
    .array(emailSchema, API_TEXTS.publications.indicaMenosCorreoElectronico)
    .min(1, API_TEXTS.publications.indicaMenosCorreoElectronico)
    .max(
      SHARE_MAX_RECIPIENTS,
      fillText(API_TEXTS.publications.comoMuchoShareMaxRecipients, { SHARE_MAX_RECIPIENTS }),
    ),
  message: z
    .string()
    .trim()
    .max(
      SHARE_MESSAGE_MAX,
      fillText(API_TEXTS.publications.mensajeNoPuedeSuperarShare, { SHARE_MESSAGE_MAX }),
    )
    .optional()
    .default(''),
});
export type ShareDocumentBody = z.input<typeof shareDocumentBodySchema>;

export const shareDocumentResponseSchema = z.object({ queued: z.number().int() });
export type ShareDocumentResponse = z.infer<typeof shareDocumentResponseSchema>;

/** The app's page of a stored document (the viewer); shared links point here. */
export const documentViewerPath = (source: Publication['source'], id: string) =>
  `/licitaciones/documentos/${source}/${id}`;
