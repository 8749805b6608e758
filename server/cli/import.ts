import { parseArgs } from 'node:util';
import { FEED_CODES, type FeedCode } from '../../common/feeds';
import { importSource } from '../ingest/import/import-source';
import { progressLine, summaryText } from './import-progress';
import { runCommand } from './run-command';

// npm run import -- <file|folder|zip|url> [--feed <code>] (codes: common/feeds.ts)
// Notifications are not made here: the events it records wait in the database until the worker's
// monitor.match (every minute) matches them, so an import never races the worker, and a history
// import's thousands of old tenders are skipped there in bulk (server/monitor/events.ts).
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { feed: { type: 'string' } },
});
const target = positionals[0];
if (!target || (values.feed && !(FEED_CODES as string[]).includes(values.feed))) {
  console.error(
    `Uso: npm run import -- <fichero .atom | carpeta | archivo .zip | URL> [--feed ${FEED_CODES.join('|')}]`,
  );
  process.exit(2);
}

await runCommand(async ({ database }) => {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  const summary = await importSource(database.db, target, {
    ...(values.feed ? { feed: values.feed as FeedCode } : {}),
    record: true,
    onProgress: (p) => {
      const line = progressLine(p, Date.now() - started);
      if (tty) process.stderr.write(`\r\x1b[2K${line}`);
      else process.stderr.write(`${line}\n`);
    },
  });
  if (tty) process.stderr.write('\n');
  console.log(summaryText(summary, Date.now() - started));
  if (summary.failedPages.length > 0) process.exitCode = 1;
});
