/**
 * Document reading benchmark.
 * 1. Reading alone: the fixture documents (PDF, DOCX, ODT) and a scanned PDF read again and again
 *    through readDocument — pages per second — against pdf.js's own text extraction (unpdf's
 *    extractText, no reading order) on the same PDFs.
 * 2. End to end: pliegos of 30–120 pages generated from the fixture texts, fetched from a
 *    loopback site, stored, read and their pages stored, by one worker on PGlite and on
 *    PostgreSQL 15 — documents per hour — against pdf.js's extractText on the same files.
 * Prints the machine's load, since other work shares its cores.
 *   npm run bench:documents -- [--rounds 20] [--documents 24] [--skip-postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';
import { openDatabase } from '../../server/db/client';
import { DOCUMENT_TYPES, readDocument } from '../../server/documents/read/read-document';
import { buildPliego, scannedPdf } from '../../server/test/pliegos/build-pliego';
import { FIXTURE_PLIEGOS } from '../../server/test/pliegos/pliego-text';
import { benchDatabase, withPostgres } from '../postgres';
import { machineLoad } from '../report';
import { type Figure, fetchReadStore } from './end-to-end';
import { longPliegoPdf, pageCountOf } from './long-pliegos';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    documents: { type: 'string', default: '24' },
    'skip-postgres': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);

const perHour = (documents: number, seconds: number) => Math.round((documents * 3600) / seconds);

/** pdf.js's own extraction of every page: the floor any reader of these PDFs pays. */
async function baselineText(bytes: Uint8Array): Promise<number> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)))).totalPages;
}

async function readingAlone() {
  const documents = [
    ...(await Promise.all(
      FIXTURE_PLIEGOS.map(async (spec) => ({
        type: DOCUMENT_TYPES[spec.format as keyof typeof DOCUMENT_TYPES],
        bytes: await buildPliego(spec),
      })),
    )),
    { type: DOCUMENT_TYPES.pdf, bytes: await scannedPdf(2) },
  ];
  const pdfs = documents.filter((d) => d.type === DOCUMENT_TYPES.pdf);
  const timed = async (run: () => Promise<number>) => {
    const start = performance.now();
    let pages = 0;
    for (let round = 0; round < rounds; round++) pages += await run();
    return { seconds: (performance.now() - start) / 1000, pages };
  };
  const readAll = (list: typeof documents) => async () => {
    let pages = 0;
    for (const d of list) pages += (await readDocument(d.bytes, d.type)).pages.length;
    return pages;
  };
  const ours = await timed(readAll(documents));
  const oursPdf = await timed(readAll(pdfs));
  const baseline = await timed(async () => {
    let pages = 0;
    for (const d of pdfs) pages += await baselineText(d.bytes);
    return pages;
  });
  const rate = (r: { seconds: number; pages: number }) => (r.pages / r.seconds).toFixed(0);
  console.log(
    `1. Lectura sola: ${documents.length} documentos de prueba × ${rounds} rondas — ${machineLoad()}`,
  );
  console.log(
    `  readDocument, todos: ${rate(ours)} páginas/s, ${perHour(documents.length * rounds, ours.seconds)} documentos/hora`,
  );
  console.log(`  readDocument, PDF: ${rate(oursPdf)} páginas/s`);
  console.log(`  base (pdf.js extractText, mismos PDF): ${rate(baseline)} páginas/s`);
}

function line(label: string, f: Figure, baseline: { seconds: number }) {
  console.log(
    `  ${label.padEnd(28)} ${perHour(f.documents, f.seconds).toString().padStart(6)} documentos/hora  ${(f.pages / f.seconds).toFixed(0).padStart(4)} páginas/s  ${f.seconds.toFixed(1).padStart(5)} s  CPU ${f.cpuMsPerDocument.toFixed(0)} ms/documento  ${(baseline.seconds / f.seconds).toFixed(2)}× la base — ${machineLoad()}`,
  );
}

async function endToEnd() {
  const count = Number(values.documents);
  const files = await Promise.all(Array.from({ length: count }, (_, i) => longPliegoPdf(i, pageCountOf(i))));
  const pages = Array.from({ length: count }, (_, i) => pageCountOf(i)).reduce((a, b) => a + b, 0);
  const megabytes = files.reduce((sum, f) => sum + f.length, 0) / 1e6;
  console.log(
    `\n2. De extremo a extremo (descargar, guardar, leer, guardar el texto; un worker): ${count} pliegos de 30–120 páginas, ${pages} páginas, ${megabytes.toFixed(1)} MB`,
  );
  const start = performance.now();
  for (const bytes of files) await baselineText(bytes);
  const baseline = { seconds: (performance.now() - start) / 1000 };
  console.log(
    `  ${'base (pdf.js extractText)'.padEnd(28)} ${perHour(count, baseline.seconds).toString().padStart(6)} documentos/hora  ${(pages / baseline.seconds).toFixed(0).padStart(4)} páginas/s  ${baseline.seconds.toFixed(1).padStart(5)} s — ${machineLoad()}`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lic-bench-pglite-'));
  const pglite = await openDatabase({ dataDir });
  await pglite.migrate();
  line('PGlite', await fetchReadStore(pglite.db, files), baseline);
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });

  if (values['skip-postgres']) return;
  await withPostgres(
    async (adminUrl) => {
      const database = await benchDatabase(adminUrl, `bench_documents_${process.pid}`);
      await database.migrate();
      line('PostgreSQL 15', await fetchReadStore(database.db, files), baseline);
      await database.close();
    },
    { command: 'npm run bench:documents' },
  );
}

await readingAlone();
await endToEnd();
