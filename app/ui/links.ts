import { partyPagePath, tenderPagePath } from '../../common/app-paths';

/** Where the tender and company pages live (/licitaciones/detalle/{id}, /licitaciones/empresa/{id}). */

export const SEARCH_PATH = '/licitaciones/buscar';
export const RENEWALS_PATH = '/licitaciones/renovaciones';
export const PIPELINE_PATH = '/licitaciones/oportunidades';
/** The board with one card's detail open (a mention's link). */
export const pipelineCardPath = (id: number) => `${PIPELINE_PATH}?tarjeta=${id}`;

export const partyPath = partyPagePath;

/**
 * The tender page; `comingFrom` is the in-app page (path and query) the user opened it from, so
 * its back link returns to that exact search, page and sort.
 */
export function tenderPath(id: number, comingFrom?: string): string {
  const path = tenderPagePath(id);
  return comingFrom ? `${path}?${new URLSearchParams({ comingFrom })}` : path;
}

/** Where the back link goes: the page named by comingFrom if it is one of ours, else the search. */
export function backTarget(comingFrom: string | null): string {
  // Only dashboard paths: a crafted link must not send people to another site ("//evil.example").
  return comingFrom && /^\/licitaciones(\/|\?|$)/.test(comingFrom) ? comingFrom : SEARCH_PATH;
}
