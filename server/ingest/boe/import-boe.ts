import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/file-store';
import { fetchBoe, itemUrl, summaryUrl } from './fetch-boe';
import { BoeItemError, parseItem } from './item';
import { type StoreOutcome, storePublication } from './store-publication';
import { type BoeProblem, type BoeSummary, BoeSummaryError, parseSummary, type SummaryItem } from './summary';
import { parseXml } from './xml-tree';

export interface BoeDeps {
  db: Db;
  files: FileStore;
  config: Pick<Config, 'boe'>;
}

export interface BoeImportResult {
  /** Issues read (BOE-S-2020-127), and days asked for that had no BOE. */
  issues: string[];
  daysWithoutIssue: string[];
  created: number;
  updated: number;
  unchanged: number;
  /** Summary entries and items that could not be used, each with its identifier: skipped. */
  problems: BoeProblem[];
}

export const emptyResult = (): BoeImportResult => ({
  issues: [],
  daysWithoutIssue: [],
  created: 0,
  updated: 0,
  unchanged: 0,
  problems: [],
});

export function addResult(into: BoeImportResult, more: BoeImportResult): BoeImportResult {
  into.issues.push(...more.issues);
  into.daysWithoutIssue.push(...more.daysWithoutIssue);
  into.created += more.created;
  into.updated += more.updated;
  into.unchanged += more.unchanged;
  into.problems.push(...more.problems);
  return into;
}

/** Reads, parses and stores one item; an unusable item becomes a problem, the rest goes on. */
async function importItem(
  deps: BoeDeps,
  result: BoeImportResult,
  xml: string | null,
  listed: SummaryItem | undefined,
  label: string,
): Promise<void> {
  if (xml === null) {
    result.problems.push({ identifier: label, message: 'el BOE no tiene este documento (HTTP 404)' });
    return;
  }
  let outcome: StoreOutcome;
  try {
    outcome = await storePublication(deps.db, deps.files, parseItem(xml, listed));
  } catch (err) {
    if (!(err instanceof BoeItemError)) throw err;
    result.problems.push({
      identifier: err.identifier,
      message: err.message.replace(`${err.identifier}: `, ''),
    });
    return;
  }
  result[outcome]++;
}

/**
 * The items of a summary in the configured sections, each document read by `readItem` (the BOE,
 * or a folder). Network failures propagate (the sync fails and is retried; what was stored
 * stays, and storing is idempotent); a malformed item is a problem and is skipped.
 */
export async function importSummary(
  deps: BoeDeps,
  summary: BoeSummary,
  readItem: (item: SummaryItem) => Promise<string | null>,
): Promise<BoeImportResult> {
  const result = emptyResult();
  result.issues.push(summary.identifier);
  result.problems.push(...summary.problems);
  for (const item of summary.items) {
    if (!deps.config.boe.sections.includes(item.section)) continue;
    await importItem(deps, result, await readItem(item), item, item.identifier);
  }
  return result;
}

/** One day from the BOE's open-data API: a 404 summary is a day without a BOE, not an error. */
export async function syncBoeDay(deps: BoeDeps, date: string): Promise<BoeImportResult> {
  const xml = await fetchBoe(summaryUrl(deps.config, date));
  if (xml === null) return { ...emptyResult(), daysWithoutIssue: [date] };
  return importSummary(deps, parseSummary(xml, `BOE-S-${date.replaceAll('-', '')}`), (item) =>
    fetchBoe(itemUrl(deps.config, item.identifier)),
  );
}

const rootOf = (xml: string) => {
  try {
    return parseXml(xml).name;
  } catch {
    return null;
  }
};

/**
 * What `npm run import:boe` was given: a day (YYYY-MM-DD, from the API), a summary URL, a summary
 * file (its items read beside it when there, else from the BOE), an item file, or a folder of
 * such files (every item document in it; the summaries only name their items' sections and links).
 */
export async function importBoeTarget(deps: BoeDeps, target: string): Promise<BoeImportResult> {
  if (/^\d{4}-\d{2}-\d{2}$/.test(target)) return syncBoeDay(deps, target);
  if (/^https?:\/\//i.test(target)) {
    const xml = await fetchBoe(target);
    if (xml === null) throw new Error(`${target}: HTTP 404`);
    return importSummary(deps, parseSummary(xml, target), (item) =>
      fetchBoe(itemUrl(deps.config, item.identifier)),
    );
  }
  if ((await stat(target)).isDirectory()) return importFolder(deps, target);
  const xml = await readFile(target, 'utf8');
  if (rootOf(xml) === 'documento') {
    const result = emptyResult();
    await importItem(deps, result, xml, undefined, path.basename(target, '.xml'));
    return result;
  }
  const folder = path.dirname(target);
  return importSummary(deps, parseSummary(xml, path.basename(target)), async (item) => {
    const beside = await readFile(path.join(folder, `${item.identifier}.xml`), 'utf8').catch(() => null);
    return beside ?? fetchBoe(itemUrl(deps.config, item.identifier));
  });
}

async function importFolder(deps: BoeDeps, folder: string): Promise<BoeImportResult> {
  const result = emptyResult();
  const files = (await readdir(folder)).filter((f) => f.toLowerCase().endsWith('.xml')).sort();
  const listed = new Map<string, SummaryItem>();
  const items: { name: string; xml: string }[] = [];
  for (const name of files) {
    const xml = await readFile(path.join(folder, name), 'utf8');
    if (rootOf(xml) === 'documento') {
      items.push({ name, xml });
      continue;
    }
    let summary: BoeSummary;
    try {
      summary = parseSummary(xml, name);
    } catch (err) {
      if (!(err instanceof BoeSummaryError)) throw err;
      result.problems.push({
        identifier: err.identifier,
        message: err.message.replace(`${err.identifier}: `, ''),
      });
      continue;
    }
    result.issues.push(summary.identifier);
    result.problems.push(...summary.problems);
    for (const item of summary.items) listed.set(item.identifier, item);
  }
  for (const { name, xml } of items) {
    const id = path.basename(name, path.extname(name));
    await importItem(deps, result, xml, listed.get(id), id);
  }
  return result;
}
