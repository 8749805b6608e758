import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { createTestDatabase } from '../../test/database';
import { samplePath } from '../../test/placsp-samples';
import { hasSharedData } from '../../test/shared-data';
import { ABANDONED_AFTER_MS } from './import-runs';
import { importSource } from './import-source';
import { resumeAbandonedImports } from './resume-imports';

/** A folder of `n` pages: the real 20-entry page, republished. */
function republished(n: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lic-primera-carga-'));
  for (let i = 0; i < n; i++)
    copyFileSync(samplePath('full-20-entries.atom'), path.join(folder, `pagina_20220101_${100000 + i}.atom`));
  return folder;
}

describe.skipIf(!hasSharedData('placsp'))('a first load', () => {
  // 100 pages into a database without tenders; written once the suite runs, not when it is
  // collected (without the shared data it is skipped).
  let folder: string;
  beforeAll(() => {
    folder = republished(100);
  });
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const indexes = async () =>
    (
      await queryRows<{ name: string }>(
        database.db,
        sql`select indexname as name from pg_indexes where schemaname = current_schema() order by 1`,
      )
    ).map((r) => r.name);
  const deferred = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from deferred_indexes`))[0]!.n;

  /** A recorded import, and the indexes there were once its first page was stored (long before its last). */
  const importWatchingIndexes = async (pages: string) => {
    let first: Promise<string[]> | undefined;
    const summary = await importSource(database.db, pages, {
      record: true,
      onProgress: () => {
        first ??= indexes();
      },
    });
    return { summary, first: (await first)! };
  };

  it('stores its pages without the search indexes, then builds each once at its end', async () => {
    const before = await indexes();
    const { summary, first } = await importWatchingIndexes(folder);
    expect(summary).toMatchObject({
      pages: 100,
      new: 20,
      unchanged: 99 * 20,
      indexesBuilt: before.length - first.length,
    });
    // What the import reads through stays: entry ids, party keys, a tender's lots and results.
    expect(first).toEqual(
      expect.arrayContaining([
        'projects_entry_id_key',
        'parties_key_key',
        'lots_project_idx',
        'tender_results_project_idx',
      ]),
    );
    expect(first).not.toContain('projects_title_trgm_idx');
    expect(first).not.toContain('projects_search_idx');
    expect(before.length - first.length).toBeGreaterThan(20);
    expect(await indexes()).toEqual(before);
    expect(await deferred()).toBe(0);
  });

  it('killed half-way, leaves its indexes for the run that finishes it', async () => {
    const before = await indexes();
    await expect(
      importSource(database.db, folder, {
        record: true,
        onProgress: ({ pagesDone }) => {
          if (pagesDone === 50) throw new Error('matado');
        },
      }),
    ).rejects.toThrow('matado');
    expect(await indexes()).not.toContain('projects_title_trgm_idx');
    expect(await deferred()).toBeGreaterThan(20);

    const later = new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
    expect(await resumeAbandonedImports(database.db, pino({ level: 'silent' }), later)).toBe(1);
    expect(await indexes()).toEqual(before);
    expect(await deferred()).toBe(0);
  });

  it('is not what an import of fewer pages does', async () => {
    const fewer = republished(99);
    const before = await indexes();
    const { first } = await importWatchingIndexes(fewer);
    expect(first).toEqual(before);
  });
});
