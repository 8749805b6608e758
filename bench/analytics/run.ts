/**
 * Analytics benchmark on the million generated tenders `npm run bench:search -- --keep` loads:
 * one real server process (production settings) and autocannon sending, in turn, each analytics
 * call of the competition views — a tender's /competition (open tenders: the expected
 * competition; awarded ones: their awards), a contracting body's and a company's /analytics and
 * the market analysis over a mix of markets (each from the answer cache and computed now), and
 * the search's offers and discount filters — printing p50/p95/p99, errors, where the CPU went
 * and the machine's load. The target is p95 ≤ 300 ms on PostgreSQL 15.
 *   BENCH_SEARCH_URL=postgres://…/bench_search [BENCH_SEARCH_DIR=<its pg-throwaway folder>] \
 *     npm run bench:analytics -- [--seconds 20] [--connections 4]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { MarketAnalysis } from '../../common/api/market';
import type { ProcurementSearchResponse } from '../../common/api/procurement-search';
import { type DriveOptions, drive, type Figures, type Scenario } from '../http/drive';
import { json, signIn } from '../http/sign-in';
import { searchBenchOnPostgres } from '../http/targets';
import { marketMix } from './market-mix';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '4' },
  },
});

const url = process.env.BENCH_SEARCH_URL;
if (!url) throw new Error('BENCH_SEARCH_URL: la base que carga `npm run bench:search -- --keep`');

/** A party's and a market's analysis are kept in the answer cache; `no-cache` has them computed now. */
const CACHE_MODES = ['caché', 'sin caché'] as const;
const cacheHeaders = (cache: (typeof CACHE_MODES)[number]): Record<string, string> =>
  cache === 'caché' ? {} : { 'cache-control': 'no-cache' };

/** Cycles through `items`, so every run sends the same sequence. */
function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('muestra vacía');
  let i = 0;
  return () => items[i++ % items.length]!;
}

const target = await searchBenchOnPostgres(url, process.env.BENCH_SEARCH_DIR, []);
try {
  const headers = await signIn(target);
  const post = async <T>(path: string, body: object) =>
    json<T>(
      await fetch(`${target.server.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const tenders = (status: string[]) =>
    post<ProcurementSearchResponse>('/v1/procurement/search', { pageSize: 500, filters: { status } });
  const open = (await tenders(['PUB'])).results;
  const awarded = (await tenders(['RES', 'ADJ'])).results;
  const bodies = [...new Set([...open, ...awarded].flatMap((t) => t.contracting_party?.id ?? []))];
  const markets = marketMix();
  const companies = new Set<number>();
  for (const market of markets.slice(0, 12))
    for (const w of (await post<MarketAnalysis>('/v1/market/analysis', market)).top_winners)
      companies.add(w.party.id);

  const openTender = cycle(open.map((t) => t.id));
  const awardedTender = cycle(awarded.map((t) => t.id));
  const body = cycle(bodies);
  const company = cycle([...companies]);
  const market = cycle(markets);
  const competitionSearch = cycle([
    { filters: { offers: { from: 1, to: 1 } } },
    { filters: { discount: { from: 0.1, to: 0.2 } } },
    { filters: { offers: { from: 1, to: 1 }, cpv_codes: ['45000000'] } },
    { searchTerms: 'limpieza', filters: { offers: { from: 5 } } },
  ]);
  const scenarios: Scenario[] = [
    {
      name: 'competencia esperada (abierta)',
      next: () => ({ method: 'GET', path: `/v1/procurement_projects/${openTender()}/competition` }),
    },
    {
      name: 'competencia de adjudicada',
      next: () => ({ method: 'GET', path: `/v1/procurement_projects/${awardedTender()}/competition` }),
    },
    ...CACHE_MODES.flatMap((cache) => {
      const headers = cacheHeaders(cache);
      return [
        {
          name: `análisis de órgano (${cache})`,
          next: () => ({
            method: 'GET' as const,
            path: `/v1/procurement_party/${body()}/analytics`,
            headers,
          }),
        },
        {
          name: `análisis de empresa (${cache})`,
          next: () => ({
            method: 'GET' as const,
            path: `/v1/procurement_party/${company()}/analytics`,
            headers,
          }),
        },
      ];
    }),
    ...CACHE_MODES.map((cache) => ({
      name: `mercado (mezcla, ${cache})`,
      next: () => ({
        method: 'POST' as const,
        path: '/v1/market/analysis',
        body: market(),
        headers: cacheHeaders(cache),
      }),
    })),
    {
      // The search's new filters, computed afresh (not from the search answer cache).
      name: "búsqueda 'Una sola oferta' / baja 10–20 %",
      next: () => ({
        method: 'POST',
        path: '/v1/procurement/search',
        body: competitionSearch(),
        headers: { 'cache-control': 'no-cache' },
      }),
    },
  ];
  const options: DriveOptions = {
    baseUrl: target.server.baseUrl,
    headers,
    connections: Number(values.connections),
    seconds: Number(values.seconds),
    serverPid: target.server.pid,
    postmaster: target.postmaster,
  };
  console.log(
    `Node ${process.version}, ${values.connections} conexiones, ${values.seconds} s por escenario; ` +
      `muestra: ${open.length} abiertas, ${awarded.length} adjudicadas, ${bodies.length} órganos, ` +
      `${companies.size} empresas, ${markets.length} mercados; carga antes: ${os.loadavg()[0]!.toFixed(2)}`,
  );
  await drive(scenarios[0]!, { ...options, seconds: 3 });
  const figures: Figures[] = [];
  for (const scenario of scenarios) figures.push(await drive(scenario, options));
  const ms = (n: number) => (Number.isNaN(n) ? '—' : `${Math.round(n)} ms`);
  console.table(
    figures.map((f) => ({
      escenario: f.scenario,
      'req/s': Math.round(f.reqPerSec),
      p50: ms(f.p50),
      p95: ms(f.p95),
      p99: ms(f.p99),
      'p95 ≤ 300 ms': f.p95 <= 300 ? 'sí' : 'NO',
      errores: f.errors,
      'CPU servidor': f.cpu.server === undefined ? '—' : `${f.cpu.server} %`,
      'CPU postgres': f.cpu.postgres === undefined ? '—' : `${f.cpu.postgres} %`,
      carga: f.cpu.load.toFixed(2),
    })),
  );
} finally {
  await target.stop();
}
