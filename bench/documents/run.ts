/**
 * Document reading benchmark: the ten fixture pliegos (PDF, DOCX, ODT) and a scanned PDF read
 * again and again through readDocument, with pages per second, documents per hour and, as the
 * same-run baseline, pdf.js's own text extraction (unpdf's extractText, no reading order) on the
 * same PDFs. Prints the machine's load, since other work shares its cores.
 *   npm run bench:documents -- [--rounds 20]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';
import { DOCUMENT_TYPES, readDocument } from '../../server/documents/read/read-document';
import { buildPliego, scannedPdf } from '../../server/test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../../server/test/pliegos/pliego-text';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Number(values.rounds);

const documents = [
  ...(await Promise.all(
    PLIEGO_SPECS.map(async (spec) => ({
      type: DOCUMENT_TYPES[spec.format as keyof typeof DOCUMENT_TYPES],
      bytes: await buildPliego(spec),
    })),
  )),
  { type: DOCUMENT_TYPES.pdf, bytes: await scannedPdf(2) },
];
const pdfs = documents.filter((d) => d.type === DOCUMENT_TYPES.pdf);

async function timed(run: () => Promise<number>): Promise<{ seconds: number; pages: number }> {
  const start = performance.now();
  let pages = 0;
  for (let round = 0; round < rounds; round++) pages += await run();
  return { seconds: (performance.now() - start) / 1000, pages };
}

const ours = await timed(async () => {
  let pages = 0;
  for (const d of documents) pages += (await readDocument(d.bytes, d.type)).pages.length;
  return pages;
});
const oursPdf = await timed(async () => {
  let pages = 0;
  for (const d of pdfs) pages += (await readDocument(d.bytes, d.type)).pages.length;
  return pages;
});
const baseline = await timed(async () => {
  let pages = 0;
  for (const d of pdfs)
    pages += (await extractText(await getDocumentProxy(new Uint8Array(d.bytes)))).totalPages;
  return pages;
});

const rate = (r: { seconds: number; pages: number }) => (r.pages / r.seconds).toFixed(0);
console.log(
  `Carga (1/5/15 min): ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} en ${os.cpus().length} núcleos`,
);
console.log(`${documents.length} documentos × ${rounds} rondas`);
console.log(
  `  readDocument, todos: ${rate(ours)} páginas/s, ${((documents.length * rounds * 3600) / ours.seconds).toFixed(0)} documentos/hora`,
);
console.log(`  readDocument, PDF: ${rate(oursPdf)} páginas/s`);
console.log(`  base (pdf.js extractText, mismos PDF): ${rate(baseline)} páginas/s`);
