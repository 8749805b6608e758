import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { addMissingCpvCodes, shippedCpvCatalogue } from './cpv/cpv-catalogue';
import { type CpvRow, parseCpvCsv } from './cpv/parse-cpv-csv';

/**
 * At start, adds to the CPV catalogue the codes it lacks: all of them on a first start, none once
 * loaded. The catalogue shipped with the product is used unless REFERENCE_DIR names a folder with
 * its own cpv/cpv.csv.
 */
export async function loadReferenceData(
  db: Db,
  config: Pick<Config, 'referenceDir'>,
  log: Logger,
): Promise<void> {
  const { rows, file } = cpvCatalogueOf(config, log);
  const { added } = await addMissingCpvCodes(db, rows);
  if (added > 0) log.info({ added, file }, 'CPV catalogue loaded');
}

function cpvCatalogueOf(config: Pick<Config, 'referenceDir'>, log: Logger): { rows: CpvRow[]; file: string } {
  const override = config.referenceDir && path.join(config.referenceDir, 'cpv', 'cpv.csv');
  if (override && existsSync(override))
    return { rows: parseCpvCsv(readFileSync(override, 'utf8')), file: override };
  if (override)
    log.warn(
      { file: override },
      'REFERENCE_DIR is set but has no cpv/cpv.csv: the shipped catalogue is used',
    );
  return { rows: shippedCpvCatalogue(), file: 'cpv-2008.json' };
}
