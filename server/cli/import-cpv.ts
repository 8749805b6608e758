import { importCpvFile } from '../ingest/cpv/import-cpv';
import { runCommand } from './run-command';

// npm run import:cpv -- <file.csv>
const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run import:cpv -- <fichero cpv.csv>');
  process.exit(2);
}
await runCommand(async ({ database }) => {
  const started = Date.now();
  const { codes } = await importCpvFile(database.db, file);
  console.log(`Catálogo CPV importado: ${codes} códigos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
