import type { DocumentStoreConfig } from '../config';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';

/**
 * Where stored documents live ({source}/{id}/{id}.json and .html): a local folder by default,
 * an S3-compatible bucket in production. Keys are relative paths with `/` separators.
 */
export interface FileStore {
  put(key: string, body: string, contentType: string): Promise<void>;
  /** The stored text, or null when there is no such file. */
  get(key: string): Promise<string | null>;
}

/** Keys are our own paths (boe/BOE-B-2020-13309/BOE-B-2020-13309.json): nothing else is accepted. */
export function assertKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) || key.split('/').some((part) => /^\.+$/.test(part)))
    throw new Error(`Ruta de fichero no válida: ${key}`);
}

export function createFileStore(config: DocumentStoreConfig): FileStore {
  return config.backend === 's3' ? s3FileStore(config) : localFileStore(config.dir);
}
