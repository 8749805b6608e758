import type { ProcurementSearchBody, ProcurementSearchResponse } from '../../common/api/procurement-search';
import { QUERY_MIX } from '../search/query-mix';
import type { Scenario } from './drive';

/**
 * What people send all day: the search benchmark's mix (words, phrase, exclusion, filters, every
 * sort) plus the empty default search the search page opens with, each also asked for its
 * second and third page.
 */
const SEARCH_MIX: ProcurementSearchBody[] = [{}, ...QUERY_MIX.map((q) => q.body)].flatMap((body) => [
  body,
  { ...body, page: 2 },
  { ...body, page: 3 },
]);

/** Tenders and parties to ask for: the newest 1,000 tenders and their contracting bodies. */
export interface Sample {
  tenderIds: number[];
  partyIds: number[];
}

export async function sampleOf(baseUrl: string, headers: Record<string, string>): Promise<Sample> {
  const res = await fetch(`${baseUrl}/v1/procurement/search`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 1000 }),
  });
  if (!res.ok) throw new Error(`búsqueda de muestra: ${res.status} ${await res.text()}`);
  const { results } = (await res.json()) as ProcurementSearchResponse;
  const partyIds = [
    ...new Set(results.flatMap((t) => (t.contracting_party ? [t.contracting_party.id] : []))),
  ];
  if (!results.length || !partyIds.length) throw new Error('la base no tiene licitaciones ni órganos');
  return { tenderIds: results.map((t) => t.id), partyIds };
}

/** Cycles through `items`, so every run sends the same sequence. */
function cycle<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

/** Asks the server to compute the answer now: the search answer cache's uncached figures. */
const UNCACHED = { 'cache-control': 'no-cache' };

export function scenarios(sample: Sample): Scenario[] {
  const search = cycle(SEARCH_MIX);
  const uncachedSearch = cycle(SEARCH_MIX);
  const tender = cycle(sample.tenderIds);
  const party = cycle(sample.partyIds);
  return [
    { name: '/health', next: () => ({ method: 'GET', path: '/health' }) },
    {
      name: 'búsqueda (mezcla)',
      next: () => ({ method: 'POST', path: '/v1/procurement/search', body: search() }),
    },
    {
      name: 'búsqueda (mezcla, sin caché)',
      next: () => ({
        method: 'POST',
        path: '/v1/procurement/search',
        body: uncachedSearch(),
        headers: UNCACHED,
      }),
    },
    {
      name: 'búsqueda vacía, sola',
      connections: 1,
      next: () => ({ method: 'POST', path: '/v1/procurement/search', body: {} }),
    },
    {
      name: 'búsqueda vacía, sola, sin caché',
      connections: 1,
      next: () => ({ method: 'POST', path: '/v1/procurement/search', body: {}, headers: UNCACHED }),
    },
    {
      name: 'ficha de licitación',
      next: () => ({ method: 'GET', path: `/v1/procurement_projects/${tender()}` }),
    },
    { name: 'notificaciones', next: () => ({ method: 'GET', path: '/v1/notifications' }) },
    { name: 'página de empresa', next: () => ({ method: 'GET', path: `/v1/procurement_party/${party()}` }) },
  ];
}
