import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '../../../../common/api/notifications';
import type {
  ProcurementSearchBody,
  ProcurementSearchResponse,
} from '../../../../common/api/procurement-search';
import { queryRows } from '../../../db/rows';
import { mailOutbox } from '../../../db/schema';
import { sendDigests } from '../../../domain/notifications/send-digests';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createAlertRow } from '../../../test/monitoring-factories';
import { ENTRY_643 } from '../../../test/placsp-pages';
import {
  importSampleTenders,
  LOOPBACK_FETCH,
  type PliegoSite,
  runDocumentsFetch,
  startPliegoSite,
} from '../../../test/pliego-site';
import { textPdf } from '../../../test/pliegos/build-pliego';
import { hasSharedData } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));
/** A real tender with its PCAP among 20 links: 'Obras de centro cívico y biblioteca'. */
const ENTRY = `${ENTRY_643}1835347`;
const PCAP_ID = 'd409f730-2e4b-4d78-b3cc-1df7cb5fa840';
const PCAP_NAME = 'PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf';

let t: TestApp;
let headers: AuthHeaders;
let site: PliegoSite;
let projectId: number;
let userId: number;

const search = async (body: ProcurementSearchBody) => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/procurement/search', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProcurementSearchResponse;
};
const fetchDocuments = () => runDocumentsFetch(t, projectId);

beforeAll(async () => {
  // The PCAP's third page alone asks for the site visit; the first names the visit in passing.
  const pcap = await textPdf([
    'Pliego de cláusulas administrativas particulares. La visita se concertará con el servicio técnico.',
    'Cláusula 5. Presupuesto base de licitación y valor estimado del contrato.',
    'Cláusula 12. Será obligatoria la visita a las instalaciones del centro cívico antes de presentar la oferta.',
  ]);
  site = await startPliegoSite((id) => (id === PCAP_ID ? pcap : undefined));
  t = await createTestApp(LOOPBACK_FETCH);
  projectId = await importSampleTenders(t.database.db, site.origin, ENTRY);
  const user = await createUser(t.database.db);
  headers = await signInAs(t.app, user);
  userId = user.id;
  // A tender the live sync has just brought, and alerts saved before it arrived.
  await t.database.db.execute(sql`update projects set source_updated_at = now() where id = ${projectId}`);
  const before = new Date(Date.now() - 3_600_000);
  await createAlertRow(t.database.db, userId, {
    name: 'Visita obligatoria',
    searchTerms: '',
    filters: { document_terms: 'visita obligatoria' },
    createdAt: before,
  });
  await createAlertRow(t.database.db, userId, {
    name: 'Piscinas',
    searchTerms: '',
    filters: { document_terms: 'piscina' },
    createdAt: before,
  });
});

afterAll(async () => {
  await t?.close();
  await site?.close();
});

withData("POST /v1/procurement/search with 'En los pliegos' words", () => {
  it('finds the tender once its pliego is read, quoting the best page', async () => {
    const byDocuments = { filters: { document_terms: 'visita obligatoria' } };
    // Before its documents are read nothing matches (and that answer is cached).
    expect((await search(byDocuments)).metadata.total_results).toBe(0);

    await fetchDocuments();
    const found = await search(byDocuments);
    expect(found.metadata.total_results).toBe(1);
    const [result] = found.results;
    expect(result?.id).toBe(projectId);
    expect(result?.title).toBe(
      'Obras de reforma en el Centro Cívico Polifuncional y la Biblioteca Municipal',
    );
    expect(result?.document_match).toEqual({
      document_id: expect.any(Number),
      name: PCAP_NAME,
      member: '',
      page: 3,
      snippet: expect.stringContaining('Será ⟦obligatoria⟧ la ⟦visita⟧ a las instalaciones'),
    });
    // Accents and word forms as in the terms box: 'visitas obligatorias' finds the same page.
    const [forms] = (await search({ filters: { document_terms: 'visitas obligatorias' } })).results;
    expect(forms?.document_match?.page).toBe(3);
  });

  it('leaves out tenders whose documents lack the words, and quotes nothing without them', async () => {
    await fetchDocuments();
    expect(
      (await search({ filters: { document_terms: 'piscina climatizada' } })).metadata.total_results,
    ).toBe(0);
    // Excluding a word on the matching page, as in the terms box.
    expect(
      (await search({ filters: { document_terms: 'visita -instalaciones' } })).results.map(
        (r) => r.document_match?.page,
      ),
    ).toEqual([1]);
    const plain = await search({ searchTerms: 'biblioteca' });
    expect(plain.results.length).toBeGreaterThan(0);
    expect(plain.results.every((r) => r.document_match === null)).toBe(true);
  });

  it('documents the filter and the match in the OpenAPI output', () => {
    const text = JSON.stringify(t.app.swagger());
    for (const field of ['document_terms', 'document_match', 'snippet']) expect(text).toContain(`"${field}"`);
  });

  it('says in Spanish when the words are too long', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement/search',
      headers,
      payload: { filters: { document_terms: 'pliego '.repeat(200) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'body.filters.document_terms',
        message: 'Demasiado grande: se esperaba que texto tuviera <=500 caracteres',
      },
    ]);
  });
});

withData("Alerts on 'En los pliegos' words", () => {
  const alertNotifications = () =>
    queryRows<{ data: unknown; alert_names: string[] }>(
      t.database.db,
      sql`select n.data, array(select a.name from alerts a where a.id = any(n.alert_ids) order by a.id) as alert_names
          from notifications n where n.user_id = ${userId} and n.project_id = ${projectId}`,
    );

  it('notifies once, when the documents are read, quoting the page', async () => {
    // The tender was imported before its documents were read: no alert on document words heard of it.
    await fetchDocuments();
    await fetchDocuments();
    expect(await alertNotifications()).toEqual([
      {
        alert_names: ['Visita obligatoria'],
        data: {
          document_match: {
            document_id: expect.any(Number),
            name: PCAP_NAME,
            member: '',
            page: 3,
            snippet: expect.stringContaining('⟦obligatoria⟧ la ⟦visita⟧'),
          },
        },
      },
    ]);
  });

  it('quotes the page in the inbox answer and the digest, escaped and linked to our copy', async () => {
    await fetchDocuments();
    const res = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers });
    expect(res.statusCode, res.body).toBe(200);
    const [card] = (res.json() as NotificationsResponse).notifications.filter(
      (n) => n.project?.id === projectId,
    );
    const match = card?.data.document_match as { document_id: number; page: number; snippet: string };
    expect(match).toMatchObject({ name: PCAP_NAME, member: '', page: 3 });
    expect(card?.alerts.map((a) => a.name)).toEqual(['Visita obligatoria']);

    const publicUrl = 'http://licitaciones.test';
    await sendDigests(t.database.db, { frequency: 'daily', publicUrl });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'notifications_digest'));
    const viewer = `${publicUrl}/licitaciones/documentos/pliego/${match.document_id}?pagina=3`;
    expect(mail?.text).toContain(
      `En los pliegos: ${PCAP_NAME}, pág. 3: «Cláusula 12. Será obligatoria la visita a las instalaciones`,
    );
    expect(mail?.text).toContain(`(${viewer})`);
    expect(mail?.html).toContain(
      `<strong>En los pliegos:</strong> <a href="${viewer.replace('&', '&amp;')}" style="color:#1c4e80">${PCAP_NAME}, pág. 3</a>: «Cláusula 12. Será <strong>obligatoria</strong> la <strong>visita</strong>`,
    );
  });
});
