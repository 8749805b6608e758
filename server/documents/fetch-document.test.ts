import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { tenderDocuments } from '../db/schema';
import type { DocumentGroups } from '../db/tender-data';
import { localFileStore } from '../files/local-file-store';
import { createTestDatabase } from '../test/database';
import { byId, HAVE_SAMPLES, readSample, SKIP_MESSAGE } from '../test/placsp-samples';
import { textPdf } from '../test/pliegos/build-pliego';
import { createTender } from '../test/tender-factories';
import { type DocumentFetchDeps, documentKey, fetchDocument, MAX_ATTEMPTS } from './fetch-document';
import { fetchTenderDocuments } from './fetch-tender-documents';
import { hostPacer } from './host-pacer';
import { safeFetch } from './safe-fetch';
import { syncDocumentLinks } from './sync-document-links';

const pdf = async (text: string) => Buffer.from(await textPdf([text]));
let PCAP: Buffer;
let PPT: Buffer;
const MAX_BYTES = 64 * 1024;

/** The site the real page links to, on loopback: DocumentIdParam → what it answers. */
type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const answers = new Map<string, Answer>();
const requests: Array<{ id: string; ifNoneMatch?: string }> = [];
let server: http.Server;
let origin: string;
let database: Database;
let deps: DocumentFetchDeps;
let storeDir: string;
let documents: DocumentGroups & { notices: DocumentGroups['additional'] };
let projectId: number;

const serve =
  (body: Buffer, headers: Record<string, string> = {}): Answer =>
  (req, res) => {
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'application/pdf', etag, ...headers }).end(body);
  };

const idOf = (uri: string) => new URL(uri).searchParams.get('DocumentIdParam')!;
const local = (uri: string) => uri.replaceAll('https://contrataciondelestado.es', origin);
const rowOf = async (uri: string) =>
  (
    await database.db
      .select()
      .from(tenderDocuments)
      .where(eq(tenderDocuments.uri, local(uri)))
  )[0]!;

beforeAll(async () => {
  PCAP = await pdf('Pliego de cláusulas administrativas particulares: obras del centro cívico y biblioteca');
  PPT = await pdf('Pliego de prescripciones técnicas: centro cívico');
  server = http.createServer((req, res) => {
    const id = new URL(req.url!, 'http://x').searchParams.get('DocumentIdParam') ?? '';
    requests.push({ id, ifNoneMatch: req.headers['if-none-match'] });
    (answers.get(id) ?? ((_q, r) => r.writeHead(404).end()))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  storeDir = mkdtempSync(path.join(os.tmpdir(), 'lic-pliegos-'));
  deps = {
    store: localFileStore(storeDir),
    fetch: { maxBytes: MAX_BYTES, allowLoopback: true, pacer: hostPacer({ gapMs: 0 }) },
    now: () => new Date('2026-03-10T09:00:00Z'),
  };
  if (!HAVE_SAMPLES) return;
  // A real tender: five general documents, PCAP, PPT, eleven additional ones and two notice attachments.
  const [entry] = byId(await readSample('full-20-entries.atom'), '1835347');
  documents = JSON.parse(local(JSON.stringify(entry!.documents)));
  const tender = await createTender(database.db, { data: { documents } as never });
  projectId = tender.id;
});

afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe.skipIf(!HAVE_SAMPLES)(`fetching a tender's documents ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`, () => {
  it('lists every link of the page once, pending, in its tab', async () => {
    expect(await syncDocumentLinks(database.db, projectId)).toBe(20);
    expect(await syncDocumentLinks(database.db, projectId)).toBe(0);
    const pcap = await rowOf(documents.legal[0]!.uri!);
    expect(pcap).toMatchObject({
      name: 'PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf',
      type: 'legal',
      status: 'pending',
    });
    expect((await rowOf(documents.notices[0]!.uri!)).type).toBe('additional');
  });

  it('stores a document by its hash, once for two links to the same bytes, and asks again conditionally', async () => {
    const [pcapLink, pptLink, copyLink] = [
      documents.legal[0]!,
      documents.technical[0]!,
      documents.additional[0]!,
    ];
    answers.set(idOf(pcapLink.uri!), serve(PCAP));
    answers.set(idOf(pptLink.uri!), serve(PPT, { 'content-type': 'application/octet-stream' }));
    answers.set(idOf(copyLink.uri!), serve(PCAP));
    for (const link of [pcapLink, pptLink, copyLink])
      await fetchDocument(database.db, deps, (await rowOf(link.uri!)).id);

    const sha = createHash('sha256').update(PCAP).digest('hex');
    const pcap = await rowOf(pcapLink.uri!);
    expect(pcap).toMatchObject({
      status: 'ok',
      sha256: sha,
      size: PCAP.length,
      mimeType: 'application/pdf',
      error: null,
    });
    expect(pcap.fetchedAt?.toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect((await rowOf(copyLink.uri!)).sha256).toBe(sha);
    expect(await deps.store.getBytes(documentKey(sha))).toEqual(PCAP);
    // Three links, two distinct files.
    const stored = readdirSync(path.join(storeDir, 'pliegos'), {
      recursive: true,
      withFileTypes: true,
    }).filter((f) => f.isFile());
    expect(stored).toHaveLength(2);

    requests.length = 0;
    await fetchDocument(database.db, { ...deps, now: () => new Date('2026-03-11T09:00:00Z') }, pcap.id);
    expect(requests).toEqual([{ id: idOf(pcapLink.uri!), ifNoneMatch: pcap.etag! }]);
    const again = await rowOf(pcapLink.uri!);
    expect(again).toMatchObject({ status: 'ok', sha256: sha, etag: pcap.etag });
    expect(again.fetchedAt?.toISOString()).toBe('2026-03-11T09:00:00.000Z');
  });

  it('retries a 404 later and later, then marks it failed with the reason', async () => {
    const link = documents.additional[1]!;
    const id = (await rowOf(link.uri!)).id;
    const seen = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await fetchDocument(database.db, deps, id);
      const row = await rowOf(link.uri!);
      seen.push([row.status, row.attempts, row.nextAttemptAt?.toISOString() ?? null, row.error]);
    }
    expect(seen).toEqual([
      ['pending', 1, '2026-03-10T09:15:00.000Z', 'HTTP 404'],
      ['pending', 2, '2026-03-10T09:30:00.000Z', 'HTTP 404'],
      ['failed', 3, null, 'HTTP 404'],
    ]);
  });

  it('refuses a file over the size limit while streaming, with or without its length', async () => {
    const [sized, chunked] = [documents.additional[2]!, documents.additional[3]!];
    const big = Buffer.concat([await pdf('grande'), Buffer.alloc(MAX_BYTES)]);
    answers.set(idOf(sized.uri!), serve(big));
    answers.set(idOf(chunked.uri!), (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      for (let i = 0; i < 80; i++) res.write(big.subarray(i * 1024, (i + 1) * 1024));
      res.end();
    });
    for (const link of [sized, chunked]) {
      await fetchDocument(database.db, deps, (await rowOf(link.uri!)).id);
      expect(await rowOf(link.uri!)).toMatchObject({
        status: 'failed',
        error: 'Documento de más de 0,06 MB',
        sha256: null,
      });
    }
  });

  it('refuses what is not a PDF, DOCX, DOC, ODT or ZIP', async () => {
    const page = documents.additional[4]!;
    answers.set(idOf(page.uri!), (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
    );
    await fetchDocument(database.db, deps, (await rowOf(page.uri!)).id);
    expect(await rowOf(page.uri!)).toMatchObject({ status: 'failed', error: 'Tipo no admitido: text/html' });
  });

  it('refuses a redirect to a private address before connecting, by address or by name', async () => {
    const [literal, named] = [documents.additional[5]!, documents.additional[6]!];
    answers.set(idOf(literal.uri!), (_req, res) =>
      res.writeHead(302, { location: 'http://10.0.0.1/pliego.pdf' }).end(),
    );
    answers.set(idOf(named.uri!), (_req, res) =>
      res.writeHead(301, { location: 'http://metadata.internal/latest/meta-data/' }).end(),
    );
    const looked: string[] = [];
    const resolve = async (host: string) => {
      looked.push(host);
      return [{ address: '169.254.169.254', family: 4 }];
    };
    const options = { ...deps.fetch, resolve };
    // Both refusals come from the address check, made before any connection is opened.
    expect(await safeFetch(local(literal.uri!), {}, options)).toEqual({
      kind: 'refused',
      reason: 'Dirección no permitida: 10.0.0.1 (10.0.0.1)',
    });
    expect(await safeFetch(local(named.uri!), {}, options)).toEqual({
      kind: 'refused',
      reason: 'Dirección no permitida: metadata.internal (169.254.169.254)',
    });
    expect(looked).toEqual(['metadata.internal']);
  });

  it('connects by name to the address it checked, once resolved', async () => {
    const link = documents.legal[0]!;
    const looked: string[] = [];
    const resolve = async (host: string) => {
      looked.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const byName = local(link.uri!).replace('127.0.0.1', 'pliegos.contratacion.test');
    const outcome = await safeFetch(byName, {}, { ...deps.fetch, resolve });
    expect(outcome).toMatchObject({ kind: 'ok', mimeType: 'application/pdf', body: PCAP });
    expect(looked).toEqual(['pliegos.contratacion.test']);
  });

  it('refuses loopback itself unless the test setting allows it, and any other scheme', async () => {
    const link = documents.legal[0]!;
    expect(await safeFetch(local(link.uri!), {}, { ...deps.fetch, allowLoopback: false })).toMatchObject({
      kind: 'refused',
      reason: 'Dirección no permitida: 127.0.0.1 (127.0.0.1)',
    });
    expect(await safeFetch('file:///etc/passwd', {}, deps.fetch)).toEqual({
      kind: 'refused',
      reason: 'Protocolo no permitido: file:',
    });
  });

  it('sends at most two requests at a time to a host', async () => {
    let active = 0;
    let most = 0;
    const slow = documents.additional[7]!;
    answers.set(idOf(slow.uri!), (req, res) => {
      active += 1;
      most = Math.max(most, active);
      setTimeout(() => {
        active -= 1;
        serve(PPT)(req, res);
      }, 100);
    });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => safeFetch(local(slow.uri!), {}, deps.fetch)),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(most).toBe(2);
  });

  it("stops at the day's budget, shared by every run of that Madrid day", async () => {
    const general = documents.general.slice(0, 3);
    for (const link of general) answers.set(idOf(link.uri!), serve(await pdf(link.uri!)));
    // 23:30 UTC on 31 March is already 1 April in Madrid: a new day's budget.
    const budgeted = { ...deps, now: () => new Date('2026-03-31T23:30:00Z'), dailyBudget: 2 };
    const first = await fetchTenderDocuments(database.db, budgeted, projectId);
    expect(first).toEqual({ fetched: 2, overBudget: true });
    expect((await fetchTenderDocuments(database.db, budgeted, projectId)).overBudget).toBe(true);
    const fetched = await Promise.all(general.map(async (link) => (await rowOf(link.uri!)).status));
    expect(fetched.filter((status) => status === 'ok')).toHaveLength(2);
  });
});
