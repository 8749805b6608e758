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
  const write = async (key: string, body: string | Uint8Array) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  };
  const read = async (key: string) => {
    try {
      return await readFile(fileOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };
  return {
    put: (key, body) => write(key, body),
    get: async (key) => (await read(key))?.toString('utf8') ?? null,
    putBytes: (key, body) => write(key, body),
    getBytes: read,
  };
}
