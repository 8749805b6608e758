import { createFileStore } from '../files/create-file-store';
import { importBoeTarget } from '../ingest/boe/import-boe';
import { runCommand } from './run-command';

// npm run import:boe -- <file|folder|url|YYYY-MM-DD>
// Like `npm run import`, notifications are not made here: the new_publication events wait for the
// worker's monitor.match.
const target = process.argv[2];
if (!target) {
  console.error('Uso: npm run import:boe -- <fichero .xml | carpeta | URL de sumario | AAAA-MM-DD>');
  process.exit(2);
}

await runCommand(async ({ database, config }) => {
  const result = await importBoeTarget(
    { db: database.db, files: createFileStore(config.documents), config },
    target,
  );
  for (const problem of result.problems) console.error(`Omitido ${problem.identifier}: ${problem.message}`);
  console.log(
    `BOE: ${result.created} publicaciones nuevas, ${result.updated} actualizadas, ${result.unchanged} sin cambios` +
      `${result.issues.length ? ` (${result.issues.join(', ')})` : ''}` +
      `${result.daysWithoutIssue.length ? `; sin BOE: ${result.daysWithoutIssue.join(', ')}` : ''}` +
      `${result.problems.length ? `; ${result.problems.length} omitidas` : ''}.`,
  );
});
