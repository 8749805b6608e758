/**
 * Writes a deterministic, PLACSP-shaped ATOM feed for demos and benchmarks.
 *
 *   npm run generate:feed -- --entries 100000 --out <dir> [--feed 643|1044|1143]
 *     [--seed 42] [--page-size 500] [--comma-decimals 0.1] [--absolute-links] [--manifest]
 *     [--newest 2026-08-10T17:34:38.955Z]
 *   npm run generate:feed -- --history [--entries 8700000] --out <dir> [--seed 42]
 *     the three feeds' whole history, oldest first, as PLACSP's yearly and monthly zip archives
 */
import { parseArgs } from 'node:util';
import { FEED_CODES, isFeedCode } from '../../common/feeds';
import { writeFeed } from './feed-writer';
import { HISTORY_TOTAL } from './history';
import { writeHistoryArchives } from './history-archives';

const USAGE =
  'usage: generate --entries N --out DIR [--feed 643|1044|1143] [--seed 42] [--page-size 500] [--comma-decimals SHARE] [--absolute-links] [--manifest] [--newest ISO]\n' +
  '       generate --history [--entries 8700000] --out DIR [--seed 42]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    entries: { type: 'string' },
    out: { type: 'string' },
    feed: { type: 'string', default: '643' },
    seed: { type: 'string', default: '42' },
    'page-size': { type: 'string', default: '500' },
    'comma-decimals': { type: 'string', default: '0' },
    'absolute-links': { type: 'boolean', default: false },
    manifest: { type: 'boolean', default: false },
    newest: { type: 'string' },
    history: { type: 'boolean', default: false },
  },
});

if (values.history) {
  const entries = Number(values.entries ?? HISTORY_TOTAL);
  if (!values.out) fail('--out is required');
  if (!Number.isInteger(entries) || entries < 1) fail('--entries must be a positive integer');
  const started = performance.now();
  const summary = await writeHistoryArchives({ entries, seed: Number(values.seed), outDir: values.out });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `${summary.entries} entries, ${summary.pages} pages, ${(summary.xmlBytes / 1e9).toFixed(2)} GB of XML in ${summary.archives.length} archives in ${seconds.toFixed(1)} s → ${values.out}\n`,
  );
  process.exit(0);
}

const entries = Number(values.entries);
const seed = Number(values.seed);
const pageSize = Number(values['page-size']);
const commaDecimalShare = Number(values['comma-decimals']);
if (!values.out) fail('--out is required');
if (!Number.isInteger(entries) || entries < 1) fail('--entries must be a positive integer');
if (!isFeedCode(values.feed)) fail(`--feed must be one of ${FEED_CODES.join(', ')}`);
if (!Number.isInteger(seed)) fail('--seed must be an integer');
if (!Number.isInteger(pageSize) || pageSize < 2) fail('--page-size must be an integer of at least 2');
if (!(commaDecimalShare >= 0 && commaDecimalShare <= 1)) fail('--comma-decimals must be between 0 and 1');
if (values.newest !== undefined && Number.isNaN(Date.parse(values.newest)))
  fail('--newest must be an ISO date');

const started = performance.now();
let lastReport = started;
const summary = writeFeed({
  feed: values.feed,
  entries,
  seed,
  pageSize,
  commaDecimalShare,
  linkStyle: values['absolute-links'] ? 'absolute' : 'relative',
  newest: values.newest,
  outDir: values.out,
  manifest: values.manifest,
  onPage(progress) {
    const now = performance.now();
    if (now - lastReport < 1000 || !process.stderr.isTTY) return;
    lastReport = now;
    process.stderr.write(`\r${progress.entries} / ${entries} entries, ${progress.pages} pages`);
  },
});
const seconds = (performance.now() - started) / 1000;
const megabytes = summary.bytes / 1e6;
if (process.stderr.isTTY) process.stderr.write('\n');
process.stdout.write(
  `${summary.entries} entries, ${summary.tombstones} tombstones, ${summary.pages} pages, ${megabytes.toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
    `(${(megabytes / seconds).toFixed(1)} MB/s, ${Math.round(summary.entries / seconds)} entries/s) → ${values.out}\n`,
);
