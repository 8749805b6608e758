import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { DocumentStoreConfig } from '../config';
import { assertKey } from './file-key';
import type { FileStore } from './file-store';

type S3Config = Extract<DocumentStoreConfig, { backend: 's3' }>;

/** Objects in an S3-compatible bucket (AWS, MinIO, R2, Ceph…), keyed by the same paths. */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const put = async (key: string, body: string | Uint8Array, contentType: string) => {
    assertKey(key);
    await client.send(
      new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  };
  const read = async (key: string) => {
    assertKey(key);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    } catch (err) {
      if (
        err instanceof NoSuchKey ||
        (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)
      )
        return null;
      throw err;
    }
  };
  return {
    put,
    get: async (key) => (await read(key))?.toString('utf8') ?? null,
    putBytes: put,
    getBytes: read,
  };
}
