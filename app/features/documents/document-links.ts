import { BULLETIN_ID, DOCUMENT_SOURCES } from '../../../common/api/documents';

/** The route's params when they name a stored document; null for anything else (a 404 page). */
export function documentRef(source: string | undefined, id: string | undefined) {
  const known = DOCUMENT_SOURCES.find((s) => s === source);
  return known && id && BULLETIN_ID.test(id) ? { source: known, id } : null;
}
