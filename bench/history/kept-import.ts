import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Fingerprint } from './fingerprint';
import type { RelationSize } from './sizes';
import type { TimedImport } from './timed-import';

/**
 * What the import of a kept database measured, saved beside the archives it read: the whole
 * history takes longer than one sitting on this machine, so a later `--continue` run takes the
 * database over from `--keep` and prints these figures again instead of importing for hours.
 */
export interface KeptImport {
  imported: TimedImport;
  fingerprint: Fingerprint;
  sizes: RelationSize[];
}

const FILE = 'importacion.json';

export function saveImport(archivesDir: string, kept: KeptImport): void {
  writeFileSync(path.join(archivesDir, FILE), JSON.stringify(kept));
}

export function keptImport(archivesDir: string): KeptImport {
  const file = path.join(archivesDir, FILE);
  if (!existsSync(file))
    throw new Error(`--continue: no hay importación guardada en ${archivesDir}; ejecute antes con --keep`);
  return JSON.parse(readFileSync(file, 'utf8'));
}
