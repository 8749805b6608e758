/**
 * 'En los pliegos' benchmark: generated tenders, a share of them with read pliegos whose pages
 * come from the fixture PCAPs and PPTs (each page also naming its tender's own title, and a few
 * carrying rare clauses), then a mix of document words through the real search (filter, count,
 * page and snippets), the snippets of a page of 25 results alone, and the baseline of checking
 * each tender's pages one by one without the words' index.
 *   npm run bench:document-search -- [--tenders 50000] [--pages 24000] [--generated 10000] [--reps 7]
 * PostgreSQL 15: BENCH_DATABASE_URL (its `bench_document_search` database is loaded once, then
 * reused), or a throwaway server (`--keep` leaves it running and prints the URL to reuse).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { procurementSearchBodySchema } from '../../common/api/procurement-search';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { searchTenders } from '../../server/domain/tenders/search-tenders';
import { documentMatches } from '../../server/search/document-matches';
import { documentQuery } from '../../server/search/tender-filters';
import { blockLines, FIXTURE_PLIEGOS, pliegoPages } from '../../server/test/pliegos/pliego-text';
import { benchDatabase, withPostgres } from '../postgres';
import { machineLoad, msCell } from '../report';
import { copyTenders, countProjects, loadTenders } from '../search/load-tenders';
import { type Timing, timingOf } from '../search/stats';

const { values } = parseArgs({
  options: {
    tenders: { type: 'string', default: '50000' },
    pages: { type: 'string', default: '24000' },
    generated: { type: 'string', default: '10000' },
    reps: { type: 'string', default: '7' },
    keep: { type: 'boolean', default: false },
    cpv: { type: 'string', default: path.resolve('../shared/reference/cpv/cpv.csv') },
  },
});

const NOW = new Date('2026-08-01T00:00:00Z');
const PAGES_PER_DOCUMENT = 3;

/** What bid managers look for in pliegos: common clauses, phrases, exclusions, rare and absent words. */
const TERMS: { name: string; terms: string }[] = [
  { name: 'visita obligatoria', terms: 'visita obligatoria' },
  { name: 'muy común', terms: 'solvencia' },
  { name: 'frase', terms: '"volumen anual de negocios"' },
  { name: 'exclusión', terms: 'garantía -provisional' },
  { name: 'revisión precios', terms: 'revisión de precios' },
  { name: 'criterios', terms: 'criterios adjudicación precio' },
  { name: 'ENS (1 %)', terms: 'ENS categoría media' },
  { name: 'rara (0,2 %)', terms: 'piscina climatizada' },
  { name: 'título', terms: 'mantenimiento' },
  { name: 'ninguna', terms: 'zarzaparrilla' },
];
/** Clauses only some pages carry, so that rare words are rare: every n-th page. */
const RARE = [
  {
    every: 97,
    text: 'Se exige la conformidad con el Esquema Nacional de Seguridad (ENS) de categoría media.',
  },
  { every: 499, text: 'Incluye el mantenimiento de la piscina climatizada municipal.' },
];

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

/** Tenders from the generator (copied in SQL up to `tenders`), and `pages` pages of read pliegos. */
async function ensureLoaded(db: Db, tenders: number, pages: number) {
  const stored = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from document_pages`);
  if ((await countProjects(db)) >= tenders && (stored[0]?.n ?? 0) >= pages) {
    console.log('  reutilizada: licitaciones y páginas ya cargadas');
    return;
  }
  const generated = Math.min(tenders, Number(values.generated));
  const [loadMs] = await timed(async () => {
    await loadTenders(db, { rows: generated, cpvCsv: values.cpv });
    await copyTenders(db, tenders);
  });
  console.log(
    `  ${tenders} licitaciones (${generated} por el importador) en ${(loadMs / 1000).toFixed(0)} s`,
  );

  const texts = FIXTURE_PLIEGOS.flatMap((spec) =>
    pliegoPages(spec).map((page) => blockLines(page).join('\n')),
  );
  const documents = Math.ceil(pages / PAGES_PER_DOCUMENT);
  const [docMs] = await timed(async () => {
    await db.execute(sql`create temp table bench_texts (n int primary key, text text not null)`);
    await db.execute(
      sql`insert into bench_texts values ${sql.join(
        texts.map((text, n) => sql`(${n}, ${text})`),
        sql`, `,
      )}`,
    );
    // Spread over the whole table, not the newest alone: a stable pseudo-random choice.
    await db.execute(sql`
      insert into tender_documents (project_id, name, type, uri, status, sha256, mime_type, pages, fetched_at)
      select id, 'PCAP ' || id || '.pdf', 'legal', 'https://contrataciondelestado.es/bench/' || id, 'ok',
             md5('pliego' || id) || md5('copia' || id), 'application/pdf', ${PAGES_PER_DOCUMENT}, now()
      from projects order by md5(id::text) limit ${documents}`);
    await db.execute(sql`
      insert into document_contents (sha256, status, pages, read_at)
      select sha256, 'ok', pages, now() from tender_documents where uri like 'https://contrataciondelestado.es/bench/%'`);
    const rare = (n: SQL) =>
      sql.join(
        RARE.map((r) => sql`case when ${n} % ${r.every} = 0 then ${` ${r.text}`} else '' end`),
        sql` || `,
      );
    await db.execute(sql`
      insert into document_pages (sha256, member, page, text)
      select d.sha256, '', g.page,
             t.text || ' Objeto del contrato: ' || p.title || '.' || ${rare(sql`(d.id * ${PAGES_PER_DOCUMENT} + g.page)`)}
      from tender_documents d
      join projects p on p.id = d.project_id
      cross join generate_series(1, ${PAGES_PER_DOCUMENT}) g(page)
      join bench_texts t on t.n = (d.id * ${PAGES_PER_DOCUMENT} + g.page) % ${texts.length}
      where d.uri like 'https://contrataciondelestado.es/bench/%'`);
    await db.execute(sql`vacuum analyze`);
  });
  console.log(
    `  ${documents} pliegos, ${documents * PAGES_PER_DOCUMENT} páginas de ${texts.length} páginas modelo en ${(docMs / 1000).toFixed(0)} s`,
  );
}

/** Tenders some page of whose pliegos holds the words, checked tender by tender without the index. */
const perTenderScan = (db: Db, terms: string) =>
  queryRows(
    db,
    sql`select count(*)::int as n from projects p where exists (
          select 1 from tender_documents d join document_pages dp on dp.sha256 = d.sha256
          where d.project_id = p.id and d.removed_at is null
            and to_tsvector('spanish_unaccent', dp.text) @@ ${documentQuery(terms)})`,
  );

async function benchmark(db: Db) {
  const reps = Number(values.reps);
  console.log(`  ${machineLoad()}`);
  console.log(
    `  ${'palabras'.padEnd(20)} ${'total'.padStart(6)} ${'1.ª vez'.padStart(9)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  ${'25 citas'.padStart(9)}  ${'por licitación'.padStart(14)}  ratio`,
  );
  const ours: number[] = [];
  const baselines: number[] = [];
  for (const { name, terms } of TERMS) {
    const query = procurementSearchBodySchema.parse({ filters: { document_terms: terms } });
    const [first, answer] = await timed(() => searchTenders(db, query, { now: NOW }));
    const samples: number[] = [];
    for (let i = 0; i < reps; i++)
      samples.push((await timed(() => searchTenders(db, query, { now: NOW })))[0]);
    const ids = answer.results.map((r) => r.id);
    const snippets: number[] = [];
    for (let i = 0; i < reps; i++) snippets.push((await timed(() => documentMatches(db, ids, terms)))[0]);
    const [baseline] = await timed(() => perTenderScan(db, terms));
    const t: Timing = timingOf(samples);
    ours.push(...samples);
    baselines.push(baseline);
    console.log(
      `  ${name.padEnd(20)} ${String(answer.metadata.total_results).padStart(6)} ${msCell(first)} ${msCell(t.p50)} ${msCell(t.p95)}  ${msCell(timingOf(snippets).p50)}  ${msCell(baseline).padStart(14)}  ${(baseline / t.p50).toFixed(0)}×`,
    );
  }
  const all = timingOf(ours);
  const baseline = timingOf(baselines);
  console.log(`  TODAS: p50 ${msCell(all.p50).trim()}, p95 ${msCell(all.p95).trim()}; ${machineLoad()}`);
  console.log(
    `  document_terms vs per-tender scan: ${(baseline.p50 / all.p50).toFixed(0)}× (p50 de la búsqueda entera)`,
  );
}

await withPostgres(
  async (adminUrl) => {
    const database = await benchDatabase(adminUrl, 'bench_document_search');
    try {
      await database.migrate();
      const tenders = Number(values.tenders);
      console.log(`\nPostgreSQL 15, ${tenders} licitaciones, ${values.pages} páginas de pliegos`);
      await ensureLoaded(database.db, tenders, Number(values.pages));
      await benchmark(database.db);
    } finally {
      await database.close();
    }
  },
  { keep: values.keep, command: 'npm run bench:document-search' },
);
