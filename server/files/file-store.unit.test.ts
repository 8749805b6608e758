import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { type S3Fake, startS3Fake } from '../test/s3-fake';
import { createFileStore } from './create-file-store';
import type { FileStore } from './file-store';

const KEY = 'boe/BOE-B-2020-13309/BOE-B-2020-13309.json';
const BODY = '{"id":"BOE-B-2020-13309","title":"Anuncio de licitación de: Dirección General de Tráfico"}';

/** What both backends must do the same way. */
async function behavesAsAFileStore(store: FileStore) {
  expect(await store.get(KEY)).toBeNull();
  await store.put(KEY, BODY, 'application/json');
  expect(await store.get(KEY)).toBe(BODY);
  await store.put(KEY, `${BODY}\n`, 'application/json');
  expect(await store.get(KEY)).toBe(`${BODY}\n`);
  await expect(store.put('../fuera.json', BODY, 'application/json')).rejects.toThrow(
    /Ruta de fichero no válida/,
  );
  await expect(store.get('boe/../../etc/passwd')).rejects.toThrow(/Ruta de fichero no válida/);
}

const PDF_KEY = 'pliegos/ab/abcdef';
// Not valid UTF-8: a store that went through text would mangle it.
const PDF_BYTES = Buffer.from([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff,
]);

describe('local file store', () => {
  it('defaults to ./data/documents and writes the key as a path under its folder', async () => {
    expect(parseConfig({}).documents).toEqual({ backend: 'local', dir: path.resolve('data', 'documents') });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-documents-'));
    const config = parseConfig({ DOCUMENTS_DIR: dir });
    const store = createFileStore(config.documents);
    await behavesAsAFileStore(store);
    expect(await store.getBytes(PDF_KEY)).toBeNull();
    await store.putBytes(PDF_KEY, PDF_BYTES, 'application/pdf');
    expect(await store.getBytes(PDF_KEY)).toEqual(PDF_BYTES);
    expect(readFileSync(path.join(dir, 'boe', 'BOE-B-2020-13309', 'BOE-B-2020-13309.json'), 'utf8')).toBe(
      `${BODY}\n`,
    );
  });
});

describe('S3-compatible file store', () => {
  let s3: S3Fake;
  beforeAll(async () => {
    s3 = await startS3Fake('AKIATESTDOCS');
  });
  afterAll(() => s3.close());

  const s3Config = (accessKey: string) =>
    parseConfig({
      DOCUMENT_STORE: 's3',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'licitaciones-documentos',
      S3_ACCESS_KEY_ID: accessKey,
      S3_SECRET_ACCESS_KEY: 'secreto',
    }).documents;

  it('puts and gets objects path-style in the bucket, with their content type', async () => {
    expect(s3Config('AKIATESTDOCS')).toMatchObject({
      backend: 's3',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    await behavesAsAFileStore(createFileStore(s3Config('AKIATESTDOCS')));
    expect(s3.objects.get(`licitaciones-documentos/${KEY}`)).toEqual({
      body: `${BODY}\n`,
      contentType: 'application/json',
    });
    expect(s3.requests.slice(0, 2)).toEqual([
      { method: 'GET', path: `licitaciones-documentos/${KEY}` },
      { method: 'PUT', path: `licitaciones-documentos/${KEY}` },
    ]);
  });

  it('fails loudly when the bucket refuses the credentials (never reads as a missing file)', async () => {
    await expect(createFileStore(s3Config('AKIAOTRA')).get(KEY)).rejects.toThrow(
      /Access Denied|AccessDenied/,
    );
  });

  it('needs a bucket, and both halves of the credentials', () => {
    expect(() => parseConfig({ DOCUMENT_STORE: 's3' })).toThrow(/S3_BUCKET: obligatorio/);
    expect(() => parseConfig({ DOCUMENT_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /se indican los dos o ninguno/,
    );
  });
});
