import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderDocument } from '../../../../common/api/tender-documents';
import { queryRows } from '../../../db/rows';
import { requestDocumentFetch } from '../../../documents/tender-documents';
import { documentsFetchJob } from '../../../jobs/definitions/documents-fetch';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { ENTRY_643 } from '../../../test/placsp-pages';
import {
  importSampleTenders,
  LOOPBACK_FETCH,
  type PliegoSite,
  runDocumentsFetch,
  startPliegoSite,
} from '../../../test/pliego-site';
import { pliegoPdf } from '../../../test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../../../test/pliegos/pliego-text';
import { hasSharedData } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));
/** A real tender with its PCAP and PPT: 'Obras de centro cívico y biblioteca', 20 links in all. */
const ENTRY = `${ENTRY_643}1835347`;
const PCAP_ID = 'd409f730-2e4b-4d78-b3cc-1df7cb5fa840';
let PCAP: Uint8Array;

let t: TestApp;
let headers: AuthHeaders;
let site: PliegoSite;
let projectId: number;

const call = (method: 'GET' | 'POST', path: string, h: AuthHeaders | null = headers) =>
  t.app.inject({ method, url: `/v1/procurement_projects/${path}`, ...(h ? { headers: h } : {}) });
const queuedJobs = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = ${documentsFetchJob.name}`,
    )
  )[0]!.n;

beforeAll(async () => {
  PCAP = await pliegoPdf(PLIEGO_SPECS[0]!);
  site = await startPliegoSite((id) => (id === PCAP_ID ? PCAP : undefined));
  t = await createTestApp(LOOPBACK_FETCH, { queue: true });
  projectId = await importSampleTenders(t.database.db, site.origin, ENTRY);
  headers = await signInAs(t.app, await createUser(t.database.db));
});

afterAll(async () => {
  await t?.close();
  await site?.close();
});

withData('GET /v1/procurement_projects/{id}/documents', () => {
  it('lists every link of the tender, pending until fetched', async () => {
    const res = await call('GET', `${projectId}/documents`);
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json() as TenderDocument[];
    expect(docs).toHaveLength(20);
    expect(docs.filter((d) => d.type === 'legal')).toEqual([
      {
        id: expect.any(Number),
        name: 'PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf',
        type: 'legal',
        uri: expect.stringContaining(`DocumentIdParam=${PCAP_ID}`),
        mime_type: null,
        status: 'pending',
        pages: null,
        sha256: null,
        fetched_at: null,
        error: null,
      },
    ]);
    expect(docs.map((d) => d.type).filter((type, i, all) => all.indexOf(type) === i)).toEqual([
      'general',
      'legal',
      'technical',
      'additional',
    ]);
  });

  it('answers a missing tender or a bad id with a Spanish 4xx', async () => {
    expect((await call('GET', '999999/documents')).json()).toMatchObject({
      message: 'No existe la licitación solicitada.',
    });
    expect((await call('GET', 'abc/documents')).statusCode).toBe(400);
    expect((await call('POST', '999999/documents/fetch')).statusCode).toBe(404);
    expect((await call('GET', `${projectId}/documents`, null)).statusCode).toBe(401);
  });
});

withData('POST /v1/procurement_projects/{id}/documents/fetch', () => {
  it('queues one fetch however often it is asked while pending, then fetches', async () => {
    const before = await queuedJobs();
    const first = await call('POST', `${projectId}/documents/fetch`);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ queued: true });
    expect((await call('POST', `${projectId}/documents/fetch`)).json()).toEqual({ queued: false });
    expect(await queuedJobs()).toBe(before + 1);

    // A request whose job never ran (a lost job) stops blocking after an hour.
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await requestDocumentFetch(t.database.db, projectId, later(59))).toBe(false);
    expect(await requestDocumentFetch(t.database.db, projectId, later(61))).toBe(true);

    await runDocumentsFetch(t, projectId);
    const docs = (await call('GET', `${projectId}/documents`)).json() as TenderDocument[];
    const pcap = docs.find((d) => d.type === 'legal')!;
    // Fetched and read: the fixture PCAP has four pages of text.
    expect(pcap).toMatchObject({ status: 'ok', mime_type: 'application/pdf', error: null, pages: 4 });
    expect(pcap.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(docs.filter((d) => d.error === 'HTTP 404' && d.status === 'pending')).toHaveLength(19);

    // Fetched: the next request queues another run.
    expect((await call('POST', `${projectId}/documents/fetch`)).json()).toEqual({ queued: true });
    expect(await queuedJobs()).toBe(before + 2);
  });
});
