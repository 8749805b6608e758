import { type ProcurementFilters, procurementFiltersSchema } from '../../../common/api/procurement-search';

/** Removes what `path` points at: an object key, or an array element. */
function removeAt(root: unknown, path: PropertyKey[]): void {
  let parent = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  const last = path.at(-1);
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else if (parent !== null && typeof parent === 'object' && last !== undefined)
    delete (parent as Record<PropertyKey, unknown>)[last];
}

/**
 * An alert's stored filters as the API can answer them. A row saved by an older version (or by
 * hand) may hold values today's rules refuse; its owner must still see and edit the alert, so
 * the refused parts are left out (the monitoring engine flags such an alert for review).
 */
export function presentableFilters(stored: unknown): ProcurementFilters {
  const candidate: unknown = structuredClone(stored);
  // Each pass removes every part refused; a removal can expose another (an emptied range), hence a few.
  for (let pass = 0; pass < 5; pass++) {
    const parsed = procurementFiltersSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    if (parsed.error.issues.some((issue) => issue.path.length === 0)) return {};
    // Deepest and last first, so removing array elements does not shift the ones still to remove.
    const paths = parsed.error.issues.map((issue) => issue.path).reverse();
    for (const path of paths) removeAt(candidate, path);
  }
  return {};
}
