/**
 * The import measured by bench:history, in a process of its own so it can be killed like a real
 * one: `import <url> <dir>` runs `npm run import`'s import (recorded in import_runs) and sends its
 * progress to the parent; `resume <url>` finishes the abandoned run as the live sync does.
 */
import pino from 'pino';
import { openPostgres } from '../../server/db/client';
import { ABANDONED_AFTER_MS } from '../../server/ingest/import/import-runs';
import { importSource } from '../../server/ingest/import/import-source';
import { resumeAbandonedImports } from '../../server/ingest/import/resume-imports';

export interface ChildProgress {
  pagesDone: number;
  pagesTotal: number;
  items: number;
  page: string;
}

const [mode, url, dir] = process.argv.slice(2);
const database = await openPostgres(url!);
if (mode === 'import') {
  const summary = await importSource(database.db, dir!, {
    record: true,
    onProgress: ({ pagesDone, pagesTotal, items, page }) =>
      process.send!({ pagesDone, pagesTotal, items, page } satisfies ChildProgress),
  });
  process.send!({ summary });
} else {
  // As the sync does once the run's heartbeat is older than the abandon limit.
  const later = new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
  const finished = await resumeAbandonedImports(database.db, pino({ level: 'warn' }), later);
  process.send!({ finished });
}
await database.close();
process.disconnect();
