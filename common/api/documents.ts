import { z } from 'zod';
import { API_TEXTS } from './texts';

/**
 * Stored documents: each publication's text as `{source}/{id}/{id}.json` (this shape)
 * plus `{source}/{id}/{id}.html` (rendered from it), in the file store. Every block — a
 * paragraph, each dt/dd pair of a definition list, each table cell, each image — has an id that
 * is stable across re-imports (its position in document order), so a search inside the document
 * can say "page 1, block p1-12" and the viewer can scroll to it and highlight it.
 */
export const DOCUMENT_SOURCES = ['boe'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** A bulletin identifier as the BOE writes it (BOE-A-2023-16215, BOE-B-2020-13309). */
export const BULLETIN_ID = /^BOE-[A-Z]-\d{4}-\d{1,7}$/;

/** A paragraph (`<p class="…">`): `role` is its class (parrafo, articulo, titulo_tit, firma_rey…). */
export const paragraphBlockSchema = z.object({
  type: z.literal('paragraph'),
  id: z.string(),
  role: z.string(),
  text: z.string(),
});

/**
 * A leaf dt/dd pair of a definition list (V-A notices): `label` is the dt ("1.1) Nombre:"),
 * `text` the dd. `level` is its nesting depth (0 at the top).
 */
export const fieldBlockSchema = z.object({
  type: z.literal('field'),
  id: z.string(),
  level: z.number().int().min(0),
  label: z.string(),
  text: z.string(),
});

/** A dt whose dd holds a nested list ("1. Poder adjudicador:"): a heading of the fields after it. */
export const groupBlockSchema = z.object({
  type: z.literal('group'),
  id: z.string(),
  level: z.number().int().min(0),
  label: z.string(),
});

export const tableCellSchema = z.object({
  /** The cell's own address: `<table id>-r<row>c<column>`, both from 1. */
  id: z.string(),
  header: z.boolean(),
  text: z.string(),
  colspan: z.number().int().min(1).optional(),
  rowspan: z.number().int().min(1).optional(),
});
export type TableCell = z.infer<typeof tableCellSchema>;

/** A table kept as rows of cells; each cell is addressable on its own. */
export const tableBlockSchema = z.object({
  type: z.literal('table'),
  id: z.string(),
  rows: z.array(z.array(tableCellSchema)),
});

/** A scanned page or figure: `src` absolute on the bulletin's site. */
export const imageBlockSchema = z.object({
  type: z.literal('image'),
  id: z.string(),
  src: z.string(),
  alt: z.string(),
});

export const documentBlockSchema = z.discriminatedUnion('type', [
  paragraphBlockSchema,
  fieldBlockSchema,
  groupBlockSchema,
  tableBlockSchema,
  imageBlockSchema,
]);
export type DocumentBlock = z.infer<typeof documentBlockSchema>;

/**
 * The BOE's XML has no page breaks (only the first and last PDF page are known): a document is
 * one page today, and the shape keeps pages so a source with real pages fits.
 */
export const documentPageSchema = z.object({
  number: z.number().int().min(1),
  blocks: z.array(documentBlockSchema),
});

export const storedDocumentSchema = z.object({
  source: z.enum(DOCUMENT_SOURCES),
  id: z.string(),
  title: z.string(),
  department: z.string(),
  /** YYYY-MM-DD: the bulletin's issue date. */
  date: z.iso.date(),
  pdf_url: z.string(),
  html_url: z.string(),
  /** The PDF pages the announcement spans in the issue (they run on through the year). */
  pdf_pages: z.object({ first: z.number().int().nullable(), last: z.number().int().nullable() }),
  pages: z.array(documentPageSchema),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

/** Route params of GET /v1/documents/{source}/{id}/{file}: file is `{id}.json` or `{id}.html`. */
export const documentParamsSchema = z.object({
  source: z.enum(DOCUMENT_SOURCES, API_TEXTS.documents.fuenteDocumentosNoValida),
  id: z.string().regex(BULLETIN_ID, API_TEXTS.documents.identificadorDocumentoNoValido),
  file: z
    .string()
    .regex(/^BOE-[A-Z]-\d{4}-\d{1,7}\.(json|html)$/, API_TEXTS.documents.ficheroDocumentoNoValido),
});
export type DocumentParams = z.infer<typeof documentParamsSchema>;

/** The path of a stored file in the store and under /v1/documents/. */
export const documentPath = (source: DocumentSource, id: string, ext: 'json' | 'html') =>
  `${source}/${id}/${id}.${ext}`;
