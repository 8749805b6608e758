import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentPages, TenderDocument } from '../../../../common/api/tender-documents';
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
import { pliegoPdf, textPdf, zipOf } from '../../../test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../../../test/pliegos/pliego-text';
import { hasSharedData } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));
/** A real tender with 20 links; three of them answer on the loopback site, the rest 404. */
const ENTRY = `${ENTRY_643}1835347`;
const PCAP_ID = 'd409f730-2e4b-4d78-b3cc-1df7cb5fa840';
const ZIP_ID = 'da6b0423-6001-4e90-ae7c-6c27819b4c3b';
const PLAIN_ID = '1b32d280-2330-4403-a6ce-64aa963d7d24';
const PLAIN_PAGES = [
  'Memoria del proyecto.',
  'Mediciones de la obra.',
  'Plazo de garantía de veinticuatro meses.',
];

let t: TestApp;
let headers: AuthHeaders;
let site: PliegoSite;
let projectId: number;
let docs: TenderDocument[];
let annex: Uint8Array;

const get = (path: string, h: AuthHeaders | null = headers) =>
  t.app.inject({ method: 'GET', url: `/v1/procurement_projects/${path}`, ...(h ? { headers: h } : {}) });
const byLink = (id: string) => docs.find((d) => d.uri.includes(id))!;

beforeAll(async () => {
  annex = await textPdf(['Anexo I.', 'Anexo II: solvencia técnica del licitador.']);
  const files: Record<string, Uint8Array> = {
    [PCAP_ID]: await pliegoPdf(PLIEGO_SPECS[0]!),
    [ZIP_ID]: await zipOf({ 'anexos/anexo-técnico.pdf': annex, 'léeme.txt': new TextEncoder().encode('x') }),
    [PLAIN_ID]: await textPdf(PLAIN_PAGES),
  };
  site = await startPliegoSite((id) => files[id], 'application/octet-stream');
  t = await createTestApp(LOOPBACK_FETCH);
  projectId = await importSampleTenders(t.database.db, site.origin, ENTRY);
  headers = await signInAs(t.app, await createUser(t.database.db));
  docs = (await get(`${projectId}/documents`)).json() as TenderDocument[];
});

afterAll(async () => {
  await t?.close();
  await site?.close();
});

const fetchAll = () => runDocumentsFetch(t, projectId);

withData('GET /v1/procurement_projects/{id}/documents/{document_id}/file and /pages', () => {
  it('answers 404 in Spanish before the copy is fetched, and 400 on bad ids', async () => {
    const pcap = byLink(PCAP_ID);
    const res = await get(`${projectId}/documents/${pcap.id}/file`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Aún no tenemos una copia de este documento: pide «Leer los pliegos».');
    expect((await get(`${projectId}/documents/${pcap.id}/pages`)).json()).toEqual({ members: [], pages: [] });
    expect((await get(`${projectId}/documents/abc/file`)).statusCode).toBe(400);
    expect((await get(`${projectId}/documents/0/pages`)).statusCode).toBe(400);
    expect((await get(`${projectId}/documents/999999/file`)).json().message).toBe(
      'No existe ese documento en esta licitación.',
    );
    // A document of another tender is not reached through this one.
    expect((await get(`${projectId + 1}/documents/${pcap.id}/file`)).statusCode).toBe(404);
  });

  it('serves the stored copy inline, typed, named safely and cacheable by its hash', async () => {
    await fetchAll();
    docs = (await get(`${projectId}/documents`)).json() as TenderDocument[];
    const pcap = byLink(PCAP_ID);
    expect(pcap).toMatchObject({ status: 'ok', pages: 4 });
    const res = await get(`${projectId}/documents/${pcap.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf"; filename*=UTF-8''PCAP%2058-17%20obras%20CENTRO%20CIVICO%20Y%20BIBLIOTECA.pdf`,
    );
    expect(res.headers.etag).toBe(`"${pcap.sha256}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const shown = await t.app.inject({ method: 'GET', url: `/v1/tender_documents/${pcap.id}`, headers });
    expect(shown.json()).toEqual({
      ...pcap,
      project_id: projectId,
      project_title: expect.stringMatching(/centro cívico/i),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/tender_documents/999999', headers })).statusCode,
    ).toBe(404);
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/procurement_projects/${projectId}/documents/${pcap.id}/file`,
      headers: { ...headers, 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('serves one member of a ZIP, PDF inline, and 404 for a member it lacks', async () => {
    const zip = byLink(ZIP_ID);
    expect(zip).toMatchObject({ status: 'ok', mime_type: 'application/zip', pages: 2 });
    const member = 'anexos/anexo-técnico.pdf';
    const res = await get(`${projectId}/documents/${zip.id}/file?member=${encodeURIComponent(member)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="anexo-tecnico.pdf"; filename*=UTF-8''anexo-t%C3%A9cnico.pdf`,
    );
    expect(Buffer.compare(res.rawPayload, Buffer.from(annex))).toBe(0);
    const missing = await get(`${projectId}/documents/${zip.id}/file?member=anexos/otro.pdf`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe ese archivo dentro del ZIP.');
    const pages = (await get(`${projectId}/documents/${zip.id}/pages`)).json() as DocumentPages;
    expect(pages.members).toEqual([member]);
    expect(pages.pages.map((p) => [p.member, p.page])).toEqual([
      [member, 1],
      [member, 2],
    ]);
  });

  it('finds the pages holding some words, with a snippet, accents aside', async () => {
    const plain = byLink(PLAIN_ID);
    const all = (await get(`${projectId}/documents/${plain.id}/pages`)).json() as DocumentPages;
    expect(all.pages.map((p) => p.text?.trim())).toEqual(PLAIN_PAGES);
    const found = (
      await get(`${projectId}/documents/${plain.id}/pages?q=${encodeURIComponent('garantia')}`)
    ).json() as DocumentPages;
    expect(found.pages).toEqual([
      { member: '', page: 3, text: null, snippet: expect.stringContaining('garantía') },
    ]);
    const none = await get(`${projectId}/documents/${plain.id}/pages?q=ascensor`);
    expect(none.json().pages).toEqual([]);
    expect((await get(`${projectId}/documents/${plain.id}/pages?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('lets any user with access read it; not a signed-out caller nor one whose trial ended', async () => {
    const pcap = byLink(PCAP_ID);
    const other = await signInAs(t.app, await createUser(t.database.db));
    expect((await get(`${projectId}/documents/${pcap.id}/file`, other)).statusCode).toBe(200);
    expect((await get(`${projectId}/documents/${pcap.id}/file`, null)).statusCode).toBe(401);
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    const session = await signInAs(t.app, expired);
    expect((await get(`${projectId}/documents/${pcap.id}/file`, session)).statusCode).toBe(403);
    expect((await get(`${projectId}/documents/${pcap.id}/pages?q=obra`, session)).statusCode).toBe(403);
  });
});
