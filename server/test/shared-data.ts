import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Test material that lives beside the checkout (../shared: real PLACSP pages, CPV list, BOE
 * files), never copied into the repo. SHARED_DIR overrides where it is.
 */
export function sharedPath(...parts: string[]): string {
  return path.resolve(process.env.SHARED_DIR ?? path.join(process.cwd(), '..', 'shared'), ...parts);
}

/**
 * Whether these folders of the test material are there. A test file that needs them skips its
 * tests without them (`describe.skipIf(!HAS_SHARED_DATA)`) rather than failing, and this names
 * each missing folder on the console, so a skipped run says why.
 */
export function hasSharedData(...folders: string[]): boolean {
  const missing = folders.map((folder) => sharedPath(folder)).filter((dir) => !existsSync(dir));
  for (const dir of missing)
    console.warn(
      `Pruebas omitidas: no existe la carpeta de datos de prueba ${dir} (SHARED_DIR indica dónde está shared/)`,
    );
  return missing.length === 0;
}
