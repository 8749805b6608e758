/** Export counts; 25 is the page on screen (the default), 1000 means all, at most 1000. */
export const EXPORT_COUNTS = [25, 50, 75, 100, 1000] as const;
export type ExportCount = (typeof EXPORT_COUNTS)[number];
export const CURRENT_PAGE_COUNT: ExportCount = 25;

// Long exports are fetched in chunks, so the modal can show progress between them.
const CHUNK = 250;

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * The pages to ask for: the page on screen for "current page", else the first `count` rows in
 * chunks of at most 250.
 */
export function pagesToFetch(count: ExportCount, currentPage: number, screenPageSize: number): PageRequest[] {
  if (count === CURRENT_PAGE_COUNT) return [{ page: currentPage, pageSize: screenPageSize }];
  const pageSize = Math.min(count, CHUNK);
  return Array.from({ length: Math.ceil(count / pageSize) }, (_, i) => ({ page: i + 1, pageSize }));
}

/**
 * Fetches the pages one after the other, reporting the share done, and stops at the last page
 * the server has; returns at most `count` rows (all of the current page's).
 */
export async function fetchExportRows<Row>(
  count: ExportCount,
  pages: PageRequest[],
  fetchPage: (request: PageRequest) => Promise<{ rows: Row[]; totalPages: number }>,
  onProgress: (share: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [i, request] of pages.entries()) {
    const answer = await fetchPage(request);
    rows.push(...answer.rows);
    onProgress((i + 1) / pages.length);
    if (request.page >= answer.totalPages) break;
  }
  return count === CURRENT_PAGE_COUNT ? rows : rows.slice(0, count);
}
