import { pathOf } from '../../common/api/contract';
import { TENDER_DOCUMENT_ROUTES } from '../../common/api/routes/tender-documents';
import { api } from './client';

/** The tender's documents with their state (the tender page's list and the viewer's links). */
export const fetchTenderDocuments = (projectId: number, signal?: AbortSignal) =>
  api.call(TENDER_DOCUMENT_ROUTES.list, { params: { id: projectId }, signal });

/** 'Leer los pliegos': fetch and read them in the background (202). */
export const requestTenderDocumentsFetch = (projectId: number) =>
  api.call(TENDER_DOCUMENT_ROUTES.fetch, { params: { id: projectId } });

/** A document on its own, with its tender. */
export const fetchTenderDocument = (documentId: number, signal?: AbortSignal) =>
  api.call(TENDER_DOCUMENT_ROUTES.show, { params: { document_id: documentId }, signal });

/** The read text page by page, or with `q` the pages holding it. */
export const fetchDocumentPages = (projectId: number, documentId: number, q?: string, signal?: AbortSignal) =>
  api.call(TENDER_DOCUMENT_ROUTES.pages, {
    params: { id: projectId, document_id: documentId },
    query: q ? { q } : {},
    signal,
  });

/**
 * Our stored copy (or a ZIP member of it) as a blob: URL the page may frame. The file route wants
 * the session's headers, which a frame cannot send; the caller revokes the URL when done.
 */
export async function storedCopyUrl(projectId: number, documentId: number, member?: string): Promise<string> {
  const path = pathOf(TENDER_DOCUMENT_ROUTES.file.path, { id: projectId, document_id: documentId });
  const { blob } = await api.file(member ? `${path}?member=${encodeURIComponent(member)}` : path);
  return URL.createObjectURL(blob);
}
