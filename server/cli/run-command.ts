import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';

/**
 * Runs a command-line task on the configured database (DATABASE_URL or the embedded PGlite),
 * migrated first; prints a readable error and exits non-zero on failure.
 */
export async function runCommand(task: (ctx: { database: Database; config: Config }) => Promise<void>) {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase(config);
    await database.migrate();
    await task({ database, config });
    await database.close();
  } catch (err) {
    await database?.close().catch(() => {});
    console.error(err instanceof ConfigError || err instanceof Error ? `Error: ${err.message}` : err);
    process.exit(1);
  }
}
