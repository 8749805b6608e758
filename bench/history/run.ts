/**
 * PLACSP's whole history on this machine: 8.7 M entries of the three feeds (generated, as PLACSP's
 * yearly and monthly archives) imported into a throwaway PostgreSQL 15 by `npm run import`'s
 * importer, with entries/s over time and where the CPU went; against it, the same final rows
 * written by plain COPY into the same tables and indexes (`import vs COPY`); the database's size
 * per table and index and per million tenders; and an import killed part way and finished as
 * the live sync does, which must leave the same fingerprint. Then, on the full database: the
 * monitor (the import's events, 10,000 saved alerts against a day's changes, one 15-minute sync),
 * the server's start-up, bench:http's search target and bench:analytics; and the migrations since the
 * last release, timed there while a reader reads.
 *   npm run bench:history -- [--entries 8700000] [--seed 42] [--archives DIR] [--sample-seconds 60]
 *     [--kill-at 0.5] [--alerts 10000] [--users 2000] [--http-seconds 20]
 *     [--skip-copy] [--skip-kill] [--skip-serve] [--skip-migrations] [--keep] [--continue]
 * PostgreSQL: BENCH_DATABASE_URL (a superuser; BENCH_POSTGRES_DIR, its pg-throwaway.sh folder, to
 * report its CPU), or a throwaway server started by scripts/pg-throwaway.sh and tuned below.
 *
 * The whole history takes longer than one sitting here (some 4 h on 2 cores), and it and its
 * copy do not fit on the disk together. So `--keep` stops after serving and the migrations,
 * leaving the server, the database and the import's figures (beside the archives); a later run
 * with `--continue` and that server's BENCH_DATABASE_URL goes on from there: it serves and
 * migrates again unless skipped, then drops the database, times the COPY and the killed import.
 * When the kept database is gone (its server's folder removed, the machine restarted), `--continue`
 * on any server rebuilds it from the import's final rows by the timed COPY.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { loadReferenceData } from '../../server/ingest/reference-data';
import { HISTORY_TOTAL, historyShares } from '../../server/simulator/history';
import { postmasterPid } from '../http/cpu';
import {
  benchDatabase,
  databaseExists,
  databaseUrl,
  dropDatabase,
  renameDatabase,
  runStatement,
  withPostgres,
} from '../postgres';
import { machineLoad } from '../report';
import { historyArchives } from './archives';
import { copyAnchor, dumpRows, restartSequences, rowsDumped } from './copy-anchor';
import { type Fingerprint, fingerprintOf, sameFingerprint } from './fingerprint';
import { keptImport, saveImport } from './kept-import';
import { timeMigrations } from './migrations';
import { monitoring } from './monitoring';
import { printMigrations, printSamples, printSizes, secondsText, thousands } from './print';
import { runBench, startUpSeconds } from './serving';
import type { RelationSize } from './sizes';
import { sizesOf } from './sizes';
import { resumeImport, type TimedImport, timedImport } from './timed-import';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: String(HISTORY_TOTAL) },
    seed: { type: 'string', default: '42' },
    archives: { type: 'string' },
    'sample-seconds': { type: 'string' },
    'kill-at': { type: 'string', default: '0.5' },
    'skip-copy': { type: 'boolean', default: false },
    'skip-kill': { type: 'boolean', default: false },
    'skip-serve': { type: 'boolean', default: false },
    'skip-migrations': { type: 'boolean', default: false },
    alerts: { type: 'string', default: '10000' },
    users: { type: 'string', default: '2000' },
    'http-seconds': { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
    continue: { type: 'boolean', default: false },
  },
});

const entries = Number(values.entries);
const seed = Number(values.seed);
const killAt = Number(values['kill-at']);
if (!Number.isInteger(entries) || entries < 1000) throw new Error('--entries: un entero de al menos 1000');
if (!(killAt > 0 && killAt < 1)) throw new Error('--kill-at: una fracción de las páginas, entre 0 y 1');
// About 60 windows whatever the size, and at least one every minute.
const sampleSeconds = Number(
  values['sample-seconds'] ?? Math.min(60, Math.max(5, Math.round(entries / 2500 / 60))),
);

/**
 * A server for a database of tens of gigabytes on this machine: a quarter of the memory for
 * PostgreSQL's own cache, and checkpoints spaced so a bulk load is not mostly rewriting pages.
 */
const SERVER_SETTINGS: Record<string, string> = {
  shared_buffers: '4GB',
  max_wal_size: '8GB',
  checkpoint_timeout: '15min',
  maintenance_work_mem: '1GB',
  effective_cache_size: '16GB',
};

/** 2 MB pages for 4 GB of shared buffers and the rest of the server's shared memory. */
const HUGE_PAGES = 2200;

async function tune(adminUrl: string, dir: string) {
  reserveHugePages();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const [name, value] of Object.entries(SERVER_SETTINGS))
    await admin.query(`alter system set ${name} = '${value}'`);
  await admin.end();
  execFileSync('bash', ['scripts/pg-throwaway.sh', 'down', dir]);
  execFileSync('bash', ['scripts/pg-throwaway.sh', 'up', dir]);
}

/**
 * Asks the kernel for the huge pages the server's shared memory takes (`huge_pages = try`), when
 * this runs as root. The kernel may give fewer when memory is fragmented; the settings line says
 * what the server got.
 */
function reserveHugePages() {
  const file = '/proc/sys/vm/nr_hugepages';
  try {
    if (process.getuid?.() === 0 && Number(readFileSync(file, 'utf8')) < HUGE_PAGES)
      writeFileSync(file, String(HUGE_PAGES));
  } catch {
    // Not allowed here (a container): the server runs without them, and says so.
  }
}

/**
 * Whether the server's shared memory sits in huge pages (it takes them when the kernel has them
 * reserved: `vm.nr_hugepages`). Without them each new backend faults in every 4 kB page of the
 * shared buffers it touches: on this VM, reading a company's wins took ten times longer in a
 * fresh connection than again in the same one.
 */
function hugePages(): string {
  const info = readFileSync('/proc/meminfo', 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  const used = field('HugePages_Total') - field('HugePages_Free') + field('HugePages_Rsvd');
  return used > 0
    ? `memoria compartida en páginas grandes (${thousands(used)} de 2 MB)`
    : 'sin páginas grandes (no las hay reservadas o no bastan: vm.nr_hugepages)';
}

/**
 * A new database as the server's first start leaves it: migrated, with the CPV catalogue (whose
 * names the tenders' search documents hold) loaded before any tender arrives.
 */
async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  await dropDatabase(adminUrl, name);
  const database = await benchDatabase(adminUrl, name);
  await database.migrate();
  await loadReferenceData(database.db, { referenceDir: undefined }, pino({ level: 'warn' }));
  await database.close();
  return databaseUrl(adminUrl, name);
}

const shares = historyShares(entries);
console.log(
  `Histórico de PLACSP generado: ${thousands(entries)} entradas (643: ${thousands(shares['643'])}, 1044: ${thousands(shares['1044'])}, 1143: ${thousands(shares['1143'])}), semilla ${seed}`,
);
const archives = await historyArchives(entries, seed, values.archives);
console.log(
  `  ${thousands(archives.pages)} páginas, ${(archives.xmlBytes / 1e9).toFixed(2)} GB de XML en ${(archives.zipBytes / 1e9).toFixed(2)} GB de archivos zip en ${archives.dir}` +
    (archives.seconds === null
      ? ' (de una ejecución anterior)'
      : ` (escritos en ${secondsText(archives.seconds)}; ${machineLoad()})`),
);

const continuing = values.continue;
// The final rows, written beside the archives right after the import, for the COPY that may only
// run in a later sitting.
const rowsDir = path.join(archives.dir, 'filas');
if (continuing && !values['skip-copy'] && !values.keep && !rowsDumped(rowsDir))
  throw new Error(`--continue: no están las filas para COPY en ${rowsDir}; use --skip-copy`);

/** Each target with its figure, printed together at the end. */
const verdicts: string[] = [];
const verdict = (label: string, figure: string, met: boolean) =>
  verdicts.push(`  ${met ? 'cumplido   ' : 'NO cumplido'}  ${label}: ${figure}`);

await withPostgres(
  async (adminUrl, dir) => {
    if (dir && !process.env.BENCH_DATABASE_URL) await tune(adminUrl, dir);
    const postmaster = dir ? postmasterPid(dir) : undefined;
    console.log(
      `\nPostgreSQL 15: ${Object.entries(SERVER_SETTINGS)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}; fsync off (servidor desechable); ${hugePages()}`,
    );

    const url = databaseUrl(adminUrl, 'historia');
    let imported: TimedImport;
    let fingerprint: Fingerprint;
    let sizes: RelationSize[];
    if (continuing) {
      ({ imported, fingerprint, sizes } = keptImport(archives.dir));
      console.log('\nImportación de la ejecución anterior con --keep:');
      imported.samples.forEach(printSamples.row);
    } else {
      await freshDatabase(adminUrl, 'historia');
      console.log(
        `\nImportación (npm run import de la carpeta de archivos; una ventana cada ${sampleSeconds} s):`,
      );
      imported = await timedImport(url, archives.dir, {
        postmaster,
        sampleSeconds,
        onSample: printSamples.row,
      });
      fingerprint = await fingerprintOf(url);
      sizes = await sizesOf(url);
    }
    const wholeHistory = printSamples.summary(imported);
    verdict(
      'el histórico entero (8,7 M entradas) en menos de 45 min',
      `${secondsText(wholeHistory)} a ${thousands(imported.items / imported.seconds)} entradas/s`,
      wholeHistory < 45 * 60,
    );
    const tenders = fingerprint.projects!.rows;
    console.log(
      `  ${thousands(tenders)} licitaciones (${(imported.items / tenders).toFixed(2)} entradas por licitación), ` +
        `${thousands(fingerprint.project_versions!.rows)} versiones, ${thousands(fingerprint.lots!.rows)} lotes, ` +
        `${thousands(fingerprint.tender_results!.rows)} resultados, ${thousands(fingerprint.parties!.rows)} empresas y órganos`,
    );
    printSizes(sizes, tenders);
    const keptNeeded = !values['skip-serve'] || !values['skip-migrations'] || values.keep;
    let copied = false;
    if (continuing && keptNeeded && !(await databaseExists(adminUrl, 'historia'))) {
      // The kept database is gone (its server's folder removed, the machine restarted): the COPY
      // anchor rebuilds it from the import's final rows, and is timed on the way.
      if (!rowsDumped(rowsDir))
        throw new Error(
          `--continue: la base historia no está en este servidor ni las filas para rehacerla en ${rowsDir}; use BENCH_DATABASE_URL del servidor que dejó --keep`,
        );
      await anchorCopy(adminUrl, imported.seconds, fingerprint);
      copied = true;
    }
    if (!continuing) {
      if (!values['skip-copy']) {
        const seconds = await dumpRows(adminUrl, 'historia', rowsDir);
        console.log(
          `  filas finales escritas en archivos para el COPY en ${secondsText(seconds)} (no cuenta)`,
        );
      }
      if (values.keep) saveImport(archives.dir, { imported, fingerprint, sizes });
    }

    if (!values['skip-serve']) {
      console.log(`\nVigilancia sobre la base entera (${machineLoad()}):`);
      const m = await monitoring(
        url,
        { day: archives.day.dir, sync: archives.sync.dir },
        {
          alerts: Number(values.alerts),
          users: Number(values.users),
        },
      );
      console.log(
        `  eventos de la importación despachados por monitor.match (licitaciones antiguas: no avisan): ${thousands(m.history.events)} en ${secondsText(m.history.seconds)}`,
      );
      const step = (label: string, s: typeof m.day, target: string, total: number) =>
        console.log(
          `  ${label}: ${thousands(s.entries)} entradas importadas en ${secondsText(s.importSeconds)}; ${thousands(s.events)} eventos contra ${thousands(m.alerts)} alertas en ` +
            `${secondsText(s.matchSeconds)} → ${thousands(s.notifications)} notificaciones (${target}: ${secondsText(total)})`,
        );
      step('un día de cambios', m.day, 'objetivo de la vigilancia ≤ 60 s', m.day.matchSeconds);
      const syncSeconds = m.sync.importSeconds + m.sync.matchSeconds;
      step('una sincronización de 15 minutos', m.sync, 'importar y avisar, objetivo ≤ 5 s', syncSeconds);
      verdict(
        `${thousands(m.alerts)} alertas contra un día de cambios en ≤ 60 s`,
        secondsText(m.day.matchSeconds),
        m.day.matchSeconds <= 60,
      );
      verdict('una sincronización importada y avisada en ≤ 5 s', secondsText(syncSeconds), syncSeconds <= 5);
      const startUp = await startUpSeconds(url);
      console.log(
        `  arranque del servidor (web y worker) sobre la base entera: ${secondsText(startUp)} (objetivo ≤ 10 s)`,
      );
      verdict('arranque del servidor en ≤ 10 s', secondsText(startUp), startUp <= 10);
      console.log(
        '\nbench:http, destino search (la base entera; objetivos: búsqueda sin caché p95 ≤ 200 ms, ficha y empresa ≤ 50 ms, búsqueda vacía ≤ 5 ms):',
      );
      runBench('bench/http/run.ts', ['--targets', 'search', '--seconds', values['http-seconds']], url, dir);
      console.log('\nbench:analytics (objetivo p95 ≤ 300 ms):');
      runBench('bench/analytics/run.ts', ['--seconds', values['http-seconds']], url, dir);
    }
    if (!values['skip-migrations']) {
      const migrations = await timeMigrations(adminUrl, 'historia');
      printMigrations(migrations);
      const deploy = migrations.together.longestReadMs;
      verdict(
        'las migraciones desde la última versión no bloquean a los lectores (lectura más lenta ≤ 1 s)',
        `${secondsText(migrations.together.seconds)}, lectura más lenta ${thousands(deploy)} ms; relleno ${secondsText(migrations.backfill.seconds)}, lectura más lenta ${thousands(migrations.backfill.longestReadMs)} ms`,
        deploy <= 1000 && migrations.backfill.longestReadMs <= 1000,
      );
      if (!migrations.sameSchema) process.exitCode = 1;
    }
    if (values.keep) {
      console.log(
        '\nLa base historia queda para una ejecución con --continue (el COPY y la importación matada no caben junto a ella)',
      );
    } else {
      // The full database goes before its copy and the second import: neither fits beside it.
      await dropDatabase(adminUrl, 'historia');
      if (!values['skip-copy'] && !copied) await anchorCopy(adminUrl, imported.seconds);
      if (!values['skip-kill']) await killed(adminUrl, postmaster, fingerprint);
    }
    console.log(
      `\nResumen (${machineLoad()}; bench:http y bench:analytics dan los suyos en sus tablas):\n${verdicts.join('\n')}`,
    );
  },
  { keep: values.keep, command: 'npm run bench:history' },
);

/**
 * Times the COPY anchor. Given the import's fingerprint, the copy becomes the kept database
 * `historia` (its rows must leave that fingerprint) and the rows stay for a later COPY; otherwise
 * both go.
 */
async function anchorCopy(adminUrl: string, importSeconds: number, keptAs?: Fingerprint) {
  const anchor = await copyAnchor(await freshDatabase(adminUrl, 'historia_copy'), rowsDir);
  console.log(`\nLas mismas filas finales con COPY en las mismas tablas e índices (${machineLoad()}):`);
  for (const t of anchor.perTable)
    console.log(
      `  ${t.table.padEnd(18)} ${thousands(t.rows).padStart(12)} filas ${secondsText(t.seconds).padStart(10)}`,
    );
  console.log(`  COPY: ${secondsText(anchor.seconds)}; importación: ${secondsText(importSeconds)}`);
  const ratio = anchor.seconds / importSeconds;
  console.log(`import vs COPY: ${ratio.toFixed(2)}× (objetivo ≥ 0.6×)`);
  verdict('import vs COPY ≥ 0.6×', `${ratio.toFixed(2)}×`, ratio >= 0.6);
  if (!keptAs) {
    await dropDatabase(adminUrl, 'historia_copy');
    rmSync(rowsDir, { recursive: true, force: true });
    return;
  }
  await renameDatabase(adminUrl, 'historia_copy', 'historia');
  const url = databaseUrl(adminUrl, 'historia');
  await restartSequences(url);
  await runStatement(url, 'vacuum (analyze)');
  const same = sameFingerprint(await fingerprintOf(url), keptAs);
  console.log(
    `  la copia queda como la base historia (VACUUM ANALYZE): huella ${same ? 'idéntica a la de la importación' : 'DISTINTA de la de la importación'}`,
  );
  if (!same) throw new Error('la copia no deja la huella de la importación');
}

/** An import killed part way and finished as the live sync does must leave the clean run's fingerprint. */
async function killed(adminUrl: string, postmaster: number | undefined, fingerprint: Fingerprint) {
  const url = await freshDatabase(adminUrl, 'historia_kill');
  const run = await timedImport(url, archives.dir, { postmaster, sampleSeconds: 3600, killAt });
  const resumed = await resumeImport(url);
  const same = sameFingerprint(await fingerprintOf(url), fingerprint);
  console.log(
    `\nImportación matada (SIGKILL) tras ${thousands(run.killedAfter?.pagesDone ?? 0)} páginas y ${thousands(run.killedAfter?.items ?? 0)} entradas (${secondsText(run.seconds)}), ` +
      `terminada como la sincronización termina una abandonada (${secondsText(resumed)}): huella ${same ? 'idéntica a la de la importación de una vez' : 'DISTINTA de la de la importación de una vez'}`,
  );
  await dropDatabase(adminUrl, 'historia_kill');
  verdict('matada y reanudada, la misma huella', same ? 'idéntica' : 'distinta', same);
  if (!same) process.exitCode = 1;
}
