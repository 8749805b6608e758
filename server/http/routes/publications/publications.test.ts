import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StoredDocument, storedDocumentSchema } from '../../../../common/api/documents';
import { documentShares, mailOutbox } from '../../../db/schema';
import { importBoeTarget } from '../../../ingest/boe/import-boe';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { BOE_DIR } from '../../../test/boe-files';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('boe'));

let t: TestApp;
let headers: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  // The real files: 14 publications, their documents in the app's own store (a temporary ./data).
  await importBoeTarget({ db: t.database.db, files: t.app.fileStore, config: t.config }, BOE_DIR);
  headers = await signInAs(t.app, await createUser(t.database.db, { name: 'Lucía Gómez' }));
});
afterAll(() => t.close());

const get = (url: string, h: Record<string, string> = headers) =>
  t.app.inject({ method: 'GET', url, headers: h });
const search = async (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/publications/search', headers, payload });

withData('stored documents: GET /v1/documents/{source}/{id}/{id}.json and .html', () => {
  it('serves the structured document and its HTML to a user with access', async () => {
    const json = await get('/v1/documents/boe/BOE-A-2020-4871/BOE-A-2020-4871.json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const doc: StoredDocument = storedDocumentSchema.parse(json.json());
    expect(doc).toMatchObject({
      source: 'boe',
      id: 'BOE-A-2020-4871',
      department: 'Universidades',
      date: '2020-05-07',
    });
    const table = doc.pages[0]?.blocks.find((b) => b.id === 'p1-10');
    expect(table?.type === 'table' && table.rows[1]?.[1]).toEqual({
      id: 'p1-10-r2c2',
      header: false,
      text: '20',
    });

    const html = await get('/v1/documents/boe/BOE-A-2020-4871/BOE-A-2020-4871.html');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('<td id="p1-10-r2c1">Obligatorias.</td>');
  });

  it('answers 404 for a document that is not stored or a file name of another id, 400 for a bad path', async () => {
    expect((await get('/v1/documents/boe/BOE-B-2020-13298/BOE-B-2020-13298.json')).statusCode).toBe(404);
    expect((await get('/v1/documents/boe/BOE-A-2020-4871/BOE-B-2020-13309.json')).statusCode).toBe(404);
    const bad = await get('/v1/documents/boe/..%2F..%2Fetc/passwd');
    expect(bad.statusCode).toBe(400);
    expect((await get('/v1/documents/borme/BOE-A-2020-4871/BOE-A-2020-4871.json')).json().message).toMatch(
      /Fuente de documentos no válida/,
    );
  });

  it('needs a session and a trial or subscription', async () => {
    expect((await get('/v1/documents/boe/BOE-A-2020-4871/BOE-A-2020-4871.json', {})).statusCode).toBe(401);
    const expired = await signInAs(
      t.app,
      await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) }),
    );
    expect((await get('/v1/documents/boe/BOE-A-2020-4871/BOE-A-2020-4871.html', expired)).statusCode).toBe(
      403,
    );
    expect((await get('/v1/publications/BOE-A-2020-4871', expired)).statusCode).toBe(403);
  });
});

withData('publications: GET /v1/publications/{id} and POST /v1/publications/search', () => {
  it('shows one publication with where its document is', async () => {
    const res = await get('/v1/publications/BOE-B-2026-4725');
    expect(res.json()).toEqual({
      source: 'boe',
      id: 'BOE-B-2026-4725',
      title: expect.stringMatching(
        /^Anuncio de formalización de contratos de: Jefatura de la Sección Económico/,
      ),
      summary:
        'Formalización contrato. Suministros. Restringido. Castilla-La Mancha. CPV: 15000000 Alimentos, bebidas, tabaco y productos afines',
      department: 'Ministerio de Defensa',
      section: '5A',
      date: '2026-02-17',
      pdf_url: 'https://www.boe.es/boe/dias/2026/02/17/pdfs/BOE-B-2026-4725.pdf',
      html_url: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-4725',
      document_json: '/v1/documents/boe/BOE-B-2026-4725/BOE-B-2026-4725.json',
      document_html: '/v1/documents/boe/BOE-B-2026-4725/BOE-B-2026-4725.html',
    });
    expect((await get('/v1/publications/BOE-B-2020-13298')).statusCode).toBe(404);
    expect((await get('/v1/publications/nada')).statusCode).toBe(400);
  });

  it('searches the text in Spanish without accents or stop words, newest first without words', async () => {
    const all = (await search({})).json();
    expect(all.metadata).toEqual({ total_results: 14, total_pages: 1, current_page: 1 });
    expect(all.results[0]).toMatchObject({ id: 'BOE-B-2026-4725', score: null });
    // "pienso" is only in BOE-B-2026-4725's title; "traviesas plásticas" in BOE-B-2022-2190's.
    expect((await search({ searchTerms: 'pienso' })).json().results.map((r: { id: string }) => r.id)).toEqual(
      ['BOE-B-2026-4725'],
    );
    const accents = (await search({ searchTerms: 'traviesas PLASTICAS de la' })).json();
    expect(accents.results.map((r: { id: string }) => r.id)).toEqual(['BOE-B-2022-2190']);
    expect(accents.results[0].score).toBeGreaterThan(0);
    // Words only in a document's body (a dd of the V-A list): "Josefa Valcárcel" (DGT's address).
    expect(
      (await search({ searchTerms: '"josefa valcarcel"' })).json().results.map((r: { id: string }) => r.id),
    ).toContain('BOE-B-2020-13309');
    const dated = (
      await search({ date: { from: '2020-05-07', to: '2020-05-07' }, pageSize: 5, page: 2 })
    ).json();
    expect(dated.metadata).toEqual({ total_results: 9, total_pages: 2, current_page: 2 });
    expect(dated.results).toHaveLength(4);
    expect((await search({ page: 0 })).statusCode).toBe(400);
  });
});

withData('POST /v1/sources/share', () => {
  it('queues one e-mail per distinct address with the link, the message and the PDF', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/sources/share',
      headers,
      payload: {
        source: 'boe',
        id: 'BOE-B-2020-13309',
        emails: ['ana@empresa.test', 'ANA@empresa.test', ' luis@empresa.test '],
        message: 'Mira el plazo: 29 de mayo.',
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: 2 });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'document_share'))
      .orderBy(mailOutbox.id);
    expect(mails.map((m) => m.toAddress)).toEqual(['ana@empresa.test', 'luis@empresa.test']);
    expect(mails[0]?.subject).toBe('Lucía Gómez te envía una publicación del BOE: BOE-B-2020-13309');
    expect(mails[0]?.text).toContain('Mira el plazo: 29 de mayo.');
    expect(mails[0]?.text).toContain('Ministerio del Interior · 07/05/2020 · BOE-B-2020-13309');
    expect(mails[0]?.text).toContain(
      'Ver el documento: http://licitaciones.test/licitaciones/documentos/boe/BOE-B-2020-13309',
    );
    expect(mails[0]?.text).toContain(
      'PDF oficial: https://www.boe.es/boe/dias/2020/05/07/pdfs/BOE-B-2020-13309.pdf',
    );
    expect(mails[0]?.replyTo).toMatch(/@/);
  });

  it('refuses bad addresses, no addresses and unknown documents with Spanish messages', async () => {
    const share = (payload: Record<string, unknown>, h: Record<string, string> = headers) =>
      t.app.inject({ method: 'POST', url: '/v1/sources/share', headers: h, payload });
    const bad = await share({
      source: 'boe',
      id: 'BOE-B-2020-13309',
      emails: ['ana@empresa.test', 'no-es-correo'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(
      expect.objectContaining({ message: 'El correo electrónico no es válido' }),
    );
    expect((await share({ source: 'boe', id: 'BOE-B-2020-13309', emails: [] })).json().message).toMatch(
      /al menos un correo/,
    );
    expect((await share({ source: 'boe', id: 'BOE-B-2020-13298', emails: ['a@b.es'] })).statusCode).toBe(404);
    expect((await share({ source: 'boe', id: 'BOE-B-2020-13309', emails: ['a@b.es'] }, {})).statusCode).toBe(
      401,
    );
  });
});

withData('POST /v1/sources/share: recipients an hour', () => {
  const share = (h: Record<string, string>, emails: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/sources/share',
      headers: h,
      payload: { source: 'boe', id: 'BOE-B-2020-13309', emails },
    });
  const addresses = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => `destinatario-${from + i}@empresa.test`);

  it('refuses a trial account ten recipients at once (422 on emails) and counts recipients, not shares', async () => {
    const user = await createUser(t.database.db);
    const sender = await signInAs(t.app, user);
    const ten = await share(sender, addresses(10));
    expect(ten.statusCode).toBe(422);
    expect(ten.json()).toMatchObject({
      message:
        'Durante la prueba gratuita puedes compartir documentos con 5 destinatarios por hora como mucho (50 con una suscripción).',
      errors: [{ field: 'emails', message: 'como mucho 5' }],
    });
    expect((await share(sender, addresses(3))).statusCode).toBe(202);
    const third = await share(sender, addresses(3, 3));
    expect(third.statusCode).toBe(429);
    expect((await share(sender, addresses(2, 3))).statusCode).toBe(202);
  });

  it('says when the oldest shares leave the hour, in the message and Retry-After', async () => {
    const user = await createUser(t.database.db);
    const sender = await signInAs(t.app, user);
    expect((await share(sender, addresses(2))).statusCode).toBe(202);
    expect((await share(sender, addresses(3, 2))).statusCode).toBe(202);
    // The first share was 50 minutes ago, the second 20: one more recipient needs the first gone.
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const rows = await t.database.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.userId, user.id))
      .orderBy(documentShares.id);
    await t.database.db
      .update(documentShares)
      .set({ createdAt: ago(50) })
      .where(eq(documentShares.id, rows[0]!.id));
    await t.database.db
      .update(documentShares)
      .set({ createdAt: ago(20) })
      .where(eq(documentShares.id, rows[1]!.id));
    const limited = await share(sender, addresses(1, 5));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    expect(limited.json().message).toBe(
      'Durante la prueba gratuita puedes compartir documentos con 5 destinatarios por hora (50 con una suscripción). Podrás volver a compartir dentro de 10 minutos.',
    );
    // Three more recipients wait for the second share too.
    const three = await share(sender, addresses(3, 5));
    expect(Number(three.headers['retry-after'])).toBeGreaterThan(39 * 60);
    expect(Number(three.headers['retry-after'])).toBeLessThanOrEqual(40 * 60);
  });

  it('gives a licence holder 50 recipients an hour', async () => {
    const user = await createUser(t.database.db);
    await createSubscriptionRow(t.database.db, user.id);
    const sender = await signInAs(t.app, user);
    for (let i = 0; i < 5; i++) expect((await share(sender, addresses(10, i * 10))).statusCode).toBe(202);
    const limited = await share(sender, addresses(1, 50));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Has llegado al límite de 50 destinatarios por hora. Podrás volver a compartir dentro de 60 minutos.',
    );
  });
});
