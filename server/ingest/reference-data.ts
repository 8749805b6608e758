import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { countCpvCodes, importCpvFile } from './cpv/import-cpv';

/** At start, loads the CPV catalogue from REFERENCE_DIR/cpv/cpv.csv when it is set and the table is empty. */
export async function loadReferenceData(db: Db, config: Config, log: Logger): Promise<void> {
  if (!config.referenceDir) return;
  const file = path.join(config.referenceDir, 'cpv', 'cpv.csv');
  if (!existsSync(file)) {
    log.warn({ file }, 'REFERENCE_DIR is set but has no cpv/cpv.csv');
    return;
  }
  if ((await countCpvCodes(db)) > 0) return;
  const { codes } = await importCpvFile(db, file);
  log.info({ codes, file }, 'CPV catalogue loaded');
}
