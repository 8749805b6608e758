/**
 * Parse-only throughput of the PLACSP reader + mapper over the real pages (no database).
 *   node --import tsx bench/ingest/parse.ts [folder] [rounds]
 * Prints MB/s and entries/s for the full pipeline and for saxen alone (the floor).
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'saxen';
import { readPlacspPage } from '../../server/ingest/placsp/page';

const dir = path.resolve(process.argv[2] ?? path.join(process.env.SHARED_DIR ?? '../shared', 'placsp'));
const rounds = Number(process.argv[3] ?? 5);
const files = readdirSync(dir)
  .filter((n) => /\.(atom|xml)$/.test(n))
  .map((n) => path.join(dir, n));
const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);

async function mapAll(): Promise<number> {
  let entries = 0;
  for (const file of files) {
    for await (const item of readPlacspPage(createReadStream(file))) if (item.type === 'entry') entries++;
  }
  return entries;
}

/** The pages' text, read once: the parser's floor leaves reading and decoding out. */
const texts = await Promise.all(files.map((f) => readFile(f, 'utf8')));

async function saxenOnly(): Promise<void> {
  for (const text of texts) {
    const parser = new Parser();
    parser.ns({});
    parser.parse(text);
  }
}

async function measure(label: string, run: () => Promise<unknown>, entries: number): Promise<void> {
  await run(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) await run();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9 / rounds;
  const mb = bytes / 1e6;
  console.log(
    `${label.padEnd(22)} ${(mb / seconds).toFixed(1).padStart(6)} MB/s  ${Math.round(entries / seconds)
      .toString()
      .padStart(7)} entradas/s  (${(seconds * 1000).toFixed(0)} ms por pasada)`,
  );
}

const entries = await mapAll();
console.log(
  `${files.length} páginas, ${(bytes / 1e6).toFixed(1)} MB, ${entries} entradas, ${rounds} pasadas`,
);
await measure('lector + mapeo', mapAll, entries);
await measure('solo saxen (xmlns)', saxenOnly, entries);
