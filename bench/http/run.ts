/**
 * HTTP benchmark: one real server process (`server/main.ts`, production settings) per target,
 * a signed-in user, and autocannon driving each scenario in turn — /health, a search mix (answered
 * from the search answer cache after the warm-up, then computed afresh with `Cache-Control:
 * no-cache`), the empty search alone (both ways), tender pages, the notifications inbox and company
 * pages — with req/s, p50/p95/p99, errors, each scenario's ratio to /health of the same run, and
 * where the CPU went (server, PostgreSQL, the load generator itself, the machine's load).
 * `SEARCH_CACHE_MB=0 npm run bench:http` runs the server without the cache.
 *   npm run bench:http -- [--targets real,pglite,search] [--seconds 20] [--connections 50]
 *     [--pglite-connections 20] [--placsp ../shared/placsp] [--cpu-prof DIR] [--only NAME,…]
 * `--only` drives only the scenarios whose names contain one of the words (and /health, the
 * ratios' base), e.g. `--only 'sin caché'`.
 * `--cpu-prof DIR` writes the server's V8 CPU profile of the whole run there (open it in Chrome's
 * DevTools or speedscope for the flame graph).
 * `search` is the database `npm run bench:search -- --keep` loaded (a million generated tenders):
 * BENCH_SEARCH_URL=postgres://…/bench_search, and BENCH_SEARCH_DIR=<its pg-throwaway folder>
 * to report its CPU.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DriveOptions, drive, type Figures, type Scenario } from './drive';
import { sampleOf, scenarios } from './scenarios';
import { json, signIn } from './sign-in';
import { demoOnPglite, realPagesOnPostgres, searchBenchOnPostgres, type Target } from './targets';

const { values } = parseArgs({
  options: {
    targets: { type: 'string', default: 'real,pglite,search' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'pglite-connections': { type: 'string', default: '20' },
    placsp: { type: 'string', default: path.resolve('../shared/placsp') },
    'cpu-prof': { type: 'string' },
    only: { type: 'string' },
  },
});

const WARM_UP_SECONDS = 3;

const only = values.only?.split(',').map((word) => word.trim());
const chosen = (s: Scenario) => !only || s.name === '/health' || only.some((word) => s.name.includes(word));

/** Signs in, saves an alert and has the worker match the stored tenders, so the inbox has rows. */
async function prepare(target: Target): Promise<Record<string, string>> {
  const { baseUrl } = target.server;
  const headers = await signIn(target);
  const post = (url: string, body: object) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await json(
    await post('/v1/alerts', {
      name: 'Servicios',
      searchTerms: 'servicio',
      filters: { sources: ['placsp', 'regional', 'menores'] },
    }),
  );
  const { id } = await json<{ id: string }>(await post('/v1/admin/jobs/monitor.match/run', {}));
  for (;;) {
    const run = await json<{ state: string }>(
      await fetch(`${baseUrl}/v1/admin/jobs/monitor.match/runs/${id}`, { headers }),
    );
    if (run.state === 'completed') break;
    if (run.state === 'failed') throw new Error('monitor.match falló');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return headers;
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const pct = (n: number | undefined) => (n === undefined ? '—' : `${n} %`);

function print(figures: Figures[]) {
  const health = figures.find((f) => f.scenario === '/health')!.reqPerSec;
  console.table(
    figures.map((f) => ({
      escenario: f.scenario,
      'req/s': Math.round(f.reqPerSec),
      '× /health': (f.reqPerSec / health).toFixed(2),
      p50: ms(f.p50),
      p95: ms(f.p95),
      p99: ms(f.p99),
      errores: f.errors,
      'CPU servidor': pct(f.cpu.server),
      'CPU postgres': pct(f.cpu.postgres),
      'CPU autocannon': pct(f.cpu.driver),
      carga: f.cpu.load.toFixed(2),
    })),
  );
}

async function bench(target: Target, connections: number) {
  console.log(`\n== ${target.name}: ${connections} conexiones, ${values.seconds} s por escenario`);
  try {
    const headers = await prepare(target);
    const sample = await sampleOf(target.server.baseUrl, headers);
    const options: DriveOptions = {
      baseUrl: target.server.baseUrl,
      headers,
      connections,
      seconds: Number(values.seconds),
      serverPid: target.server.pid,
      postmaster: target.postmaster,
    };
    const all = scenarios(sample);
    await drive(all[1]!, { ...options, seconds: WARM_UP_SECONDS });
    const figures: Figures[] = [];
    for (const scenario of all.filter(chosen)) figures.push(await drive(scenario, options));
    print(figures);
  } finally {
    await target.stop();
  }
}

const targets = new Set(values.targets.split(','));
const nodeArgs = values['cpu-prof']
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`]
  : [];
console.log(`Node ${process.version}, ${values.seconds} s por escenario`);
if (targets.has('real'))
  await bench(await realPagesOnPostgres(values.placsp, nodeArgs), Number(values.connections));
if (targets.has('search')) {
  const url = process.env.BENCH_SEARCH_URL;
  if (url)
    await bench(
      await searchBenchOnPostgres(url, process.env.BENCH_SEARCH_DIR, nodeArgs),
      Number(values.connections),
    );
  else console.log('\n(sin BENCH_SEARCH_URL: se omite la base de un millón de licitaciones de bench:search)');
}
if (targets.has('pglite')) await bench(await demoOnPglite(nodeArgs), Number(values['pglite-connections']));
