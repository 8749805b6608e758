import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { importSource } from '../ingest/import/import-source';
import { documentsFetchJob } from '../jobs/definitions/documents-fetch';
import type { TestApp } from './app';
import { sharedPath } from './shared-data';

/** The settings of an app that fetches from a loopback site, without pauses between requests. */
export const LOOPBACK_FETCH = { DOCUMENT_FETCH_ALLOW_LOOPBACK: 'true', DOCUMENT_FETCH_HOST_GAP_MS: '0' };

export interface PliegoSite {
  origin: string;
  close: () => Promise<void>;
}

/**
 * A publisher's site on loopback: each PLACSP document link is answered with the bytes `fileOf`
 * gives its DocumentIdParam (asked on every request, so a test can swap a file), 404 otherwise.
 */
export async function startPliegoSite(
  fileOf: (documentId: string) => Uint8Array | undefined,
  contentType = 'application/pdf',
): Promise<PliegoSite> {
  const server = http.createServer((req, res) => {
    const body = fileOf(new URL(req.url!, 'http://x').searchParams.get('DocumentIdParam') ?? '');
    if (body) res.writeHead(200, { 'content-type': contentType }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Imports the real sample page with its document links pointed at `origin`; the id of `entryId`'s tender. */
export async function importSampleTenders(db: Db, origin: string, entryId: string): Promise<number> {
  await importSource(db, sharedPath('placsp', 'full-20-entries.atom'));
  await db.execute(
    sql`update projects set data = replace(data::text, 'https://contrataciondelestado.es', ${origin})::jsonb`,
  );
  const [row] = await queryRows<{ id: number }>(db, sql`select id from projects where entry_id = ${entryId}`);
  return row!.id;
}

/** One run of the documents.fetch job for the tender, as the queue would run it. */
export const runDocumentsFetch = (t: TestApp, projectId: number) =>
  documentsFetchJob.handler(
    { project_id: projectId },
    { db: t.database.db, config: t.config, log: pino({ level: 'silent' }) },
  );
