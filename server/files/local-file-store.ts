import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey } from './file-key';
import type { FileStore } from './file-store';

/** Files under a folder (./data/documents by default). A write is atomic: a reader never sees half a file. */
export function localFileStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, body, 'utf8');
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
