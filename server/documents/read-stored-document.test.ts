import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { tenderDocuments } from '../db/schema';
import type { DocumentGroups } from '../db/tender-data';
import { localFileStore } from '../files/local-file-store';
import { createTestDatabase } from '../test/database';
import { byId, HAVE_SAMPLES, readSample, SKIP_MESSAGE } from '../test/placsp-samples';
import { wordDoc } from '../test/pliegos/build-doc';
import {
  pliegoDocx,
  pliegoOdt,
  pliegoPdf,
  protectedPdf,
  scannedPdf,
  textPdf,
  zipOf,
} from '../test/pliegos/build-pliego';
import { blockLines, PLIEGO_SPECS, type PliegoSpec, pliegoPages } from '../test/pliegos/pliego-text';
import { createTender } from '../test/tender-factories';
import type { DocumentFetchDeps } from './fetch-document';
import { fetchTenderDocuments } from './fetch-tender-documents';
import { hostPacer } from './host-pacer';

/** Big enough for the fixtures; a ZIP may then unpack to 4 MB. */
const MAX_BYTES = 1_000_000;
const spec = (id: string) => PLIEGO_SPECS.find((s) => s.id === id) as PliegoSpec;

/** The publisher's site on loopback: DocumentIdParam → the bytes it serves. */
const files = new Map<string, Uint8Array>();
let server: http.Server;
let origin: string;
let database: Database;
let deps: DocumentFetchDeps & { dailyBudget: number };
let documents: DocumentGroups;
let projectId: number;
let PCAP: Uint8Array;

const idOf = (uri: string) => new URL(uri).searchParams.get('DocumentIdParam')!;
const local = (uri: string) => uri.replaceAll('https://contrataciondelestado.es', origin);
const rowOf = async (uri: string) =>
  (await database.db.select().from(tenderDocuments).where(eq(tenderDocuments.uri, uri)))[0]!;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

/** Pages of a file's text where a search in the tenders' syntax finds the words. */
const pagesFinding = async (sha256: string, words: string) =>
  (
    await rows<{ member: string; page: number }>(sql`
      select member, page from document_pages
      where sha256 = ${sha256} and search_vector @@ websearch_to_tsquery('spanish_unaccent', ${words})
      order by member, page`)
  ).map((r) => (r.member ? `${r.member}#${r.page}` : r.page));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = files.get(new URL(req.url!, 'http://x').searchParams.get('DocumentIdParam') ?? '');
    if (body) res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  deps = {
    store: localFileStore(mkdtempSync(path.join(os.tmpdir(), 'lic-read-'))),
    fetch: { maxBytes: MAX_BYTES, allowLoopback: true, pacer: hostPacer({ gapMs: 0 }) },
    now: () => new Date('2026-03-10T09:00:00Z'),
    dailyBudget: 1000,
  };
  if (!HAVE_SAMPLES) return;
  // A real tender with 20 links (PCAP, PPT, eleven anexos…), each served one kind of file.
  const [entry] = byId(await readSample('full-20-entries.atom'), '1835347');
  documents = JSON.parse(local(JSON.stringify(entry!.documents)));
  projectId = (await createTender(database.db, { data: { documents } as never })).id;
  PCAP = await pliegoPdf(spec('pcap-obras-c2-5'));
  const serve = (link: { uri?: string | null } | undefined, bytes: Uint8Array) =>
    files.set(idOf(link!.uri!), bytes);
  const [odt, scanned, damagedPdf, locked, damagedDocx, anexos, bomb, word97] = documents.additional;
  serve(documents.legal[0], PCAP);
  const cubierta = pliegoPages(spec('pcap-obras-cubierta')).map(blockLines);
  serve(word97, wordDoc([...cubierta, ...cubierta]));
  serve(documents.technical[0], await pliegoDocx(spec('pcap-mantenimiento-ascensores')));
  serve(odt, await pliegoOdt(spec('pcap-obras-cubierta')));
  serve(scanned, await scannedPdf(2));
  const pdf = await pliegoPdf(spec('pcap-servicios-limpieza'));
  serve(damagedPdf, pdf.subarray(0, Math.floor(pdf.length / 2)));
  serve(locked, await protectedPdf('Anexo reservado: modelo de oferta económica'));
  const docx = await pliegoDocx(spec('pcap-consultoria-ens'));
  serve(damagedDocx, docx.subarray(0, Math.floor(docx.length * 0.6)));
  serve(
    anexos,
    await zipOf({
      'Anexo I modelo de oferta.pdf': await textPdf([
        'Modelo de proposición económica',
        'Declaración responsable',
      ]),
      'planos/leeme.txt': new TextEncoder().encode('no se lee'),
      'otros.zip': await zipOf({ 'Anexo II.odt': await pliegoOdt(spec('pcap-servicio-comedor')) }),
    }),
  );
  // 50 MB of zeros deflate to some 50 KB: far under the download limit, far over the unpacked one.
  serve(bomb, await zipOf({ 'anexo.pdf': new Uint8Array(50_000_000) }));
});

afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe.skipIf(!HAVE_SAMPLES)(
  `reading a tender's fetched documents ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`,
  () => {
    it('reads each document it fetched, failing the bad ones with a Spanish reason', async () => {
      await fetchTenderDocuments(database.db, deps, projectId);
      const [odt, scanned, damagedPdf, locked, damagedDocx, anexos, bomb, word97] = documents.additional;
      const state = async (link: { uri?: string | null } | undefined) => {
        const row = await rowOf(link!.uri!);
        return [row.status, row.pages, row.error];
      };
      expect(await state(documents.legal[0])).toEqual(['ok', 4, null]);
      expect(await state(documents.technical[0])).toEqual(['ok', 4, null]);
      expect(await state(odt)).toEqual(['ok', 4, null]);
      expect(await state(word97)).toEqual(['ok', 2, null]);
      expect(await state(scanned)).toEqual(['no_text', 2, null]);
      expect(await state(damagedPdf)).toEqual(['failed', null, 'Documento dañado o incompleto']);
      expect(await state(locked)).toEqual(['failed', null, 'Documento protegido con contraseña']);
      expect(await state(damagedDocx)).toEqual(['failed', null, 'Documento dañado o incompleto']);
      expect(await state(anexos)).toEqual(['ok', 6, null]);
      expect(await state(bomb)).toEqual(['failed', null, 'El ZIP descomprimido ocupa más de 4 MB']);
      // Links the site answers 404 for are the fetcher's business: still pending, not read.
      expect((await state(documents.general[0]))[0]).toBe('pending');
    });

    it('keeps each page searchable with the tenders’ Spanish dictionary, at its page', async () => {
      expect(await pagesFinding(sha(PCAP), 'penalidades diarias')).toEqual([4]);
      // Without accents and in another form: 'revision de precio' finds 'REVISIÓN DE PRECIOS'.
      expect(await pagesFinding(sha(PCAP), 'revision precio')).toEqual([4]);
      expect(await pagesFinding(sha(PCAP), 'solvencia -técnica')).toEqual([]);
      const docx = (await rowOf(documents.technical[0]!.uri!)).sha256!;
      expect(await pagesFinding(docx, '"criterios de adjudicación"')).toEqual([3]);
      const odt = (await rowOf(documents.additional[0]!.uri!)).sha256!;
      expect(await pagesFinding(odt, 'volumen anual de negocios')).toEqual([2]);
      const doc = (await rowOf(documents.additional[7]!.uri!)).sha256!;
      expect(await pagesFinding(doc, 'cubierta')).toEqual([1]);
    });

    it('flattens a ZIP into its members’ pages under their paths, nested ZIPs too', async () => {
      const zip = (await rowOf(documents.additional[5]!.uri!)).sha256!;
      expect(await pagesFinding(zip, 'declaración responsable')).toEqual(['Anexo I modelo de oferta.pdf#2']);
      expect(await pagesFinding(zip, 'garantía definitiva')).toEqual(['otros.zip/Anexo II.odt#1']);
      const stored = await rows<{ member: string; pages: number }>(sql`
      select member, count(*)::int as pages from document_pages where sha256 = ${zip}
      group by member order by member`);
      expect(stored).toEqual([
        { member: 'Anexo I modelo de oferta.pdf', pages: 2 },
        { member: 'otros.zip/Anexo II.odt', pages: 4 },
      ]);
    });

    it('reads a file linked by two tenders once', async () => {
      const before = await rows<{ read_at: string }>(
        sql`select read_at::text from document_contents where sha256 = ${sha(PCAP)}`,
      );
      const link = { ...documents.legal[0]!, uri: `${origin}/otra/PCAP.pdf?DocumentIdParam=copia-pcap` };
      files.set('copia-pcap', PCAP);
      const other = await createTender(database.db, {
        data: {
          documents: { general: [], legal: [link], technical: [], additional: [], notices: [] },
        } as never,
      });
      await fetchTenderDocuments(
        database.db,
        { ...deps, now: () => new Date('2026-03-11T09:00:00Z') },
        other.id,
      );
      expect(await rowOf(link.uri)).toMatchObject({ status: 'ok', pages: 4, sha256: sha(PCAP) });
      // The text read the day before is the one both documents point to.
      expect(
        await rows<{ read_at: string }>(
          sql`select read_at::text from document_contents where sha256 = ${sha(PCAP)}`,
        ),
      ).toEqual(before);
      expect(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from document_pages where sha256 = ${sha(PCAP)}`,
          )
        )[0]!.n,
      ).toBe(4);
    });

    it('gives up a document that reads past its time and still reads the next one', async () => {
      const long = { ...documents.legal[0]!, uri: `${origin}/largo.pdf?DocumentIdParam=largo` };
      const short = { ...documents.legal[0]!, uri: `${origin}/corto.pdf?DocumentIdParam=corto` };
      files.set('largo', await textPdf(Array.from({ length: 1500 }, (_, i) => `Anejo ${i + 1}: mediciones`)));
      files.set('corto', await textPdf(['Anuncio de licitación rectificado']));
      const other = await createTender(database.db, {
        data: {
          documents: { general: [long, short], legal: [], technical: [], additional: [], notices: [] },
        } as never,
      });
      await fetchTenderDocuments(database.db, { ...deps, readTimeoutMs: 200 }, other.id);
      expect(await rowOf(long.uri)).toMatchObject({
        status: 'failed',
        pages: null,
        error: 'La lectura tardó más de 0,2 s',
      });
      expect(await rowOf(short.uri)).toMatchObject({ status: 'ok', pages: 1 });
    });
  },
);
