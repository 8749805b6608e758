import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import type { PlacspDocument } from '../../server/db/tender-data';
import { fetchTenderDocuments } from '../../server/documents/fetch-tender-documents';
import { hostPacer } from '../../server/documents/host-pacer';
import { localFileStore } from '../../server/files/local-file-store';
import { createTender } from '../../server/test/tender-factories';

export interface Figure {
  documents: number;
  pages: number;
  seconds: number;
  /** CPU of this process (the reader, the HTTP site and, on PGlite, the database) per document. */
  cpuMsPerDocument: number;
}

const link = (origin: string, name: string): PlacspDocument => ({
  name: `${name}.pdf`,
  stringId: `${name}.pdf`,
  uri: `${origin}/wps/wcm/connect/${name}.pdf?DocumentIdParam=${name}`,
  mimeType: 'application/pdf',
  typeCode: null,
  hash: null,
});

/**
 * What one worker does, timed: each tender's documents fetched from a site on loopback (no pause
 * between requests: the per-host pause is a politeness ceiling, not work), stored in a local file
 * store, read, and their text and pages stored in the database — one tender after another, as a
 * worker runs `documents.fetch` jobs. Two documents per tender.
 */
export async function fetchReadStore(db: Db, files: Uint8Array[]): Promise<Figure> {
  const server = http.createServer((req, res) => {
    const index = Number(new URL(req.url!, 'http://x').searchParams.get('DocumentIdParam')?.slice(4));
    res.writeHead(200, { 'content-type': 'application/pdf' }).end(files[index]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'lic-bench-docs-'));
  const deps = {
    store: localFileStore(storeDir),
    fetch: { maxBytes: 50_000_000, allowLoopback: true, pacer: hostPacer({ gapMs: 0 }) },
    now: () => new Date(),
    dailyBudget: files.length + 1,
  };
  const tenders: number[] = [];
  for (let i = 0; i < files.length; i += 2) {
    const legal = [link(origin, `doc-${i}`)];
    const technical = i + 1 < files.length ? [link(origin, `doc-${i + 1}`)] : [];
    const documents = { general: [], legal, technical, additional: [], notices: [] };
    tenders.push((await createTender(db, { data: { documents } as never })).id);
  }
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const id of tenders) await fetchTenderDocuments(db, deps, id);
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  await new Promise((resolve) => server.close(resolve));
  rmSync(storeDir, { recursive: true, force: true });
  const [{ documents, pages }] = (await queryRows<{ documents: number; pages: number }>(
    db,
    sql`select count(*)::int as documents, coalesce(sum(pages), 0)::int as pages
        from tender_documents where status = 'ok'`,
  )) as [{ documents: number; pages: number }];
  return { documents, pages, seconds, cpuMsPerDocument: (used.user + used.system) / 1000 / files.length };
}
