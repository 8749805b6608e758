import { Readable } from 'node:stream';
import { getTableColumns, sql } from 'drizzle-orm';
import type { FeedCode } from '../../common/feeds';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { lots, projects, tenderResults } from '../../server/db/schema';
import { importCpvFile } from '../../server/ingest/cpv/import-cpv';
import { addCounts, importPage, type PageCounts } from '../../server/ingest/import/import-page';
import { type ReadPage, readPage } from '../../server/ingest/import/read-page';
import { type GeneratedPage, generatePages } from '../../server/simulator/feed-writer';

/** Generated tenders per feed: mostly licitaciones, like the real archives. */
const FEED_SHARES: [FeedCode, number][] = [
  ['643', 0.6],
  ['1044', 0.25],
  ['1143', 0.15],
];

export const countProjects = async (db: Db) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from projects`))[0]?.n ?? 0;

/** Several parsed pages as one: the importer's code, in bigger transactions (fewer round trips). */
function mergePages(pages: ReadPage[]): ReadPage {
  const byId = new Map<string, ReadPage['entries'][number]>();
  for (const e of pages.flatMap((p) => p.entries)) {
    const seen = byId.get(e.entryId);
    if (!seen || seen.updated < e.updated) byId.set(e.entryId, e);
  }
  return {
    name: pages.map((p) => p.name).join('+'),
    header: null,
    entries: [...byId.values()],
    tombstones: pages.flatMap((p) => p.tombstones),
    rejections: pages.flatMap((p) => p.rejections),
    duplicates: 0,
    items: pages.reduce((n, p) => n + p.items, 0),
  };
}

/** The next `count` generated pages, parsed by the importer's reader and merged; none when done. */
async function readBatch(pages: Generator<GeneratedPage>, count: number): Promise<ReadPage | undefined> {
  const read: ReadPage[] = [];
  for (let n = 0; n < count; n++) {
    const page = pages.next();
    if (page.done) break;
    const buffer = Buffer.from(page.value.xml);
    read.push(
      await readPage({
        name: page.value.fileName,
        baseUrl: '',
        size: buffer.length,
        open: async () => Readable.from([buffer]),
      }),
    );
  }
  return read.length ? mergePages(read) : undefined;
}

/**
 * Loads `rows` generated tenders the way production stores them: the simulator's pages go
 * through the real reader (readPage) and the real writer (importPage: project rows, parties,
 * lots, results, versions and the search document in the INSERT), `pagesPerBatch` pages per
 * transaction. Pages come newest first, so older versions of a tender arrive later and are
 * skipped as unchanged, and tombstones meet nothing yet to delete.
 */
export async function loadTenders(
  db: Db,
  opts: {
    rows: number;
    cpvCsv: string;
    pagesPerBatch?: number;
    onProgress?: (stored: number) => void;
    /** Another seed gives other tenders under the same entry ids. */
    seed?: number;
    /** `updated` of the newest entry (ISO 8601); the generator's fixed date by default. */
    newest?: string;
  },
): Promise<PageCounts> {
  if ((await queryRows(db, sql`select 1 from cpv_codes limit 1`)).length === 0)
    await importCpvFile(db, opts.cpvCsv);
  const totals: PageCounts = { new: 0, changed: 0, unchanged: 0, deleted: 0, duplicates: 0 };
  const perBatch = opts.pagesPerBatch ?? 8;
  for (const [i, [feed, share]] of FEED_SHARES.entries()) {
    const target = i === FEED_SHARES.length - 1 ? opts.rows - totals.new : Math.round(opts.rows * share);
    const stopAt = totals.new + target;
    // Versions and tombstones make entries outnumber tenders: generate a margin and stop early.
    const pages = generatePages({
      feed,
      entries: Math.ceil(target * 1.6) + 1000,
      seed: (opts.seed ?? 7) + i,
      ...(opts.newest ? { newest: opts.newest } : {}),
    });
    // The next batch is generated and parsed while the database stores this one.
    let next = readBatch(pages, perBatch);
    while (totals.new < stopAt) {
      const batch = await next;
      if (!batch) break;
      next = readBatch(pages, perBatch);
      batch.entries = batch.entries.slice(0, stopAt - totals.new);
      addCounts(totals, await importPage(db, batch));
      opts.onProgress?.(totals.new);
    }
  }
  return totals;
}

/** Column names of a table, leaving out `except`, as a SQL list (each after `prefix`). */
const columnList = (table: Parameters<typeof getTableColumns>[0], except: string[], prefix = '') =>
  sql.raw(
    Object.values(getTableColumns(table))
      .map((c) => c.name)
      .filter((name) => !except.includes(name))
      .map((name) => `${prefix}"${name}"`)
      .join(', '),
  );

/** Written by the copy: all but the identities and what each copy makes unique or re-points. */
const projectColumns = columnList(projects, ['id', 'entry_id', 'contract_folder_id']);
const children = [
  ['lots', columnList(lots, ['id', 'project_id']), columnList(lots, ['id', 'project_id'], 'child.')],
  [
    'tender_results',
    columnList(tenderResults, ['id', 'project_id']),
    columnList(tenderResults, ['id', 'project_id'], 'child.'),
  ],
] as const;

/**
 * Grows the stored tenders to `rows` by copying the generated ones inside the database, each
 * copy under new entry and expediente ids (`…#copiaN`): generating and parsing a million XML
 * entries takes about an hour on a small machine, copying takes minutes. Text, amounts, dates
 * and places keep the generator's distributions, so match sets grow in proportion.
 */
export async function copyTenders(db: Db, rows: number): Promise<number> {
  const originals = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from projects where entry_id not like '%#copia%'`,
  );
  const distinct = originals[0]?.n ?? 0;
  let stored = await countProjects(db);
  for (let copy = Math.ceil(stored / distinct); stored < rows && distinct > 0; copy++) {
    const suffix = `#copia${copy}`;
    await db.execute(
      sql`insert into projects (entry_id, contract_folder_id, ${projectColumns})
          select entry_id || ${suffix}, contract_folder_id || ${suffix}, ${projectColumns} from projects
          where entry_id not like '%#copia%' order by id limit ${rows - stored}`,
    );
    // Lots and awards come along, so the competition analytics see as many awards as tenders.
    for (const [table, names, childNames] of children)
      await db.execute(
        sql`insert into ${sql.raw(table)} (project_id, ${names})
            select copy.id, ${childNames} from ${sql.raw(table)} child
            join projects original on original.id = child.project_id
            join projects copy on copy.entry_id = original.entry_id || ${suffix}`,
      );
    stored = await countProjects(db);
  }
  return stored;
}
