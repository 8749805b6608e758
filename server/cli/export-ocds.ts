import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { dateSchema } from '../../common/api/fields';
import { madridLocalToUtc } from '../../common/calendar';
import { formatCount } from '../../common/format';
import { exportOcds } from '../domain/ocds/export-ocds';
import { runCommand } from './run-command';

// npm run export:ocds -- --since YYYY-MM-DD --out FILE
const USAGE = 'Uso: npm run export:ocds -- --since AAAA-MM-DD --out fichero.jsonl';

function argumentsOrExit() {
  try {
    const { values } = parseArgs({ options: { since: { type: 'string' }, out: { type: 'string' } } });
    const day = dateSchema().safeParse(values.since).data;
    const since = day ? madridLocalToUtc(day, '00:00') : null;
    if (day && since && values.out) return { since: new Date(since), out: values.out, day };
  } catch {
    // An unknown option: the same usage line below.
  }
  console.error(USAGE);
  process.exit(2);
}

const { since, out, day } = argumentsOrExit();
await runCommand(async ({ database, config }) => {
  const started = Date.now();
  const file = createWriteStream(out);
  const written = await exportOcds(
    database.db,
    { prefix: config.ocdsPrefix, publicUrl: config.publicUrl },
    {
      since,
      out: file,
      onBatch: (count) => console.error(`${formatCount(count)} licitaciones exportadas…`),
    },
  );
  file.end();
  await finished(file);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.error(
    `OCDS: ${formatCount(written)} paquetes de entregas actualizadas desde el ${day} en ${out} (${seconds} s)`,
  );
});
