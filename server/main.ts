import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { isConnectionLost } from './db/connection-errors';
import { buildApp } from './http/app';
import { loadDemoDataIfEmpty } from './ingest/demo/demo-data';
import { backfillRequirementColumns } from './ingest/import/backfill-requirement-columns';
import { loadReferenceData } from './ingest/reference-data';
import { startJobQueue } from './jobs/queue';
import { jobs } from './jobs/registry';
import { createLogger } from './logger';

/** Boot: config → database → migrations → job queue → HTTP (each only for the roles asked). */
async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  // pg-boss completes and fails jobs without awaiting the statement: while PostgreSQL is down
  // that rejection reaches here, and the job simply runs again once its lease expires. Anything
  // else unhandled is a bug, which still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (isConnectionLost(reason)) return log.warn({ err: reason }, 'database unreachable');
    log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  const database = await openDatabase({
    ...config,
    onConnectionError: (err) => log.warn({ err }, 'database connection lost'),
    onReplicaDown: ({ replica, err }) =>
      log.warn({ err, replica }, 'read replica unreachable: its reads go to the primary for now'),
  });
  await database.migrate();
  log.info({ database: database.kind }, 'database ready');
  await loadReferenceData(database.db, config, log);

  const queue = await startJobQueue({ database, config, log, jobs, work: config.roles.worker });
  if (config.roles.worker) log.info('job worker started');
  const app = config.roles.web ? await buildApp({ config, database, queue, logger: log }) : undefined;
  if (app) await app.listen({ host: config.host, port: config.port });
  if (app) log.info(`Licitaciones en http://localhost:${config.port}`);
  // In the background: the app answers at once while a first start loads its demonstration set.
  if (config.roles.worker) {
    loadDemoDataIfEmpty(database.db, config, log).catch((err) =>
      log.error({ err }, 'demo data could not be loaded'),
    );
    backfillRequirementColumns(database.db)
      .then(
        (n) => n > 0 && log.info({ tenders: n }, 'requirement filter columns and eligibility facts filled'),
      )
      .catch((err) => log.error({ err }, 'requirement columns could not be filled'));
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await app?.close();
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('No se ha podido arrancar Licitaciones:', err);
  }
  process.exit(1);
});
