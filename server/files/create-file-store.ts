import type { DocumentStoreConfig } from '../config';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';

/** The configured store: a local folder by default, an S3-compatible bucket in production. */
export function createFileStore(config: DocumentStoreConfig): FileStore {
  return config.backend === 's3' ? s3FileStore(config) : localFileStore(config.dir);
}
