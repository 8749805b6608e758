import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox, parties, projects } from '../../db/schema';
import { importSource } from '../../ingest/import/import-source';
import { mailDigestDailyJob } from '../../jobs/definitions/mail-digest-daily';
import { matchPendingEvents } from '../../monitor/match-events';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { createAlertRow, createPartyFollowRow, createTenderFollowRow } from '../../test/monitoring-factories';
import { ENTRY_643, editedPage, PLACSP, realEntry } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

const APP = 'http://licitaciones.test';
const PAGE = 'placsp-atom-licitaciones.xml';
const LENA = `${ENTRY_643}19732184`; // forest fire prevention works of Lena (Asturias), resolved, 2 lots
const RTVE = `${ENTRY_643}19900639`; // RTVE metadata service, under evaluation
const recently = () =>
  `<updated>${new Date(Date.now() - 3_600_000).toISOString().replace('Z', '+00:00')}</updated>`;

/** What a live sync brings after the page was imported: Lena's amount changed, RTVE deleted, a new Lena-like tender. */
const liveSyncPage = () =>
  editedPage(
    PAGE,
    {
      entries: {
        [LENA]: [
          ['<updated>2026-08-10T17:34:38.955+02:00</updated>', recently()],
          [
            '<cbc:TotalAmount currencyID="EUR">92284.76</cbc:TotalAmount>',
            '<cbc:TotalAmount currencyID="EUR">95000.5</cbc:TotalAmount>',
          ],
        ],
      },
      feed: [
        [
          `ref="${ENTRY_643}20276100" when="2026-08-10T18:24:23.783+02:00"`,
          `ref="${RTVE}" when="${new Date().toISOString()}"`,
        ],
      ],
      added: [
        realEntry(PAGE, LENA)
          .replace(`${LENA}</id>`, `${ENTRY_643}99000001</id>`)
          .replace(/<updated>[^<]*<\/updated>/, recently())
          .replace('<cbc:ContractFolderID>CON/2026/6<', '<cbc:ContractFolderID>CON/2026/61<'),
      ],
    },
    'digest-live.xml',
  );

withData('the daily digest of what the engine found on the real PLACSP pages', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lists the new tender of an alert, the followed tender changed and deleted, and the followed company award', async () => {
    const db = database.db;
    await importSource(db, `${PLACSP}/${PAGE}`);
    await matchPendingEvents(db);
    const idOf = async (entryId: string) =>
      (await db.select().from(projects).where(eq(projects.entryId, entryId)))[0]!.id;
    const company = (await db.select().from(parties).where(eq(parties.key, 'NIF:B74408725')))[0]!;

    const user = await createUser(db, { name: 'Lucía' });
    await createAlertRow(db, user.id, { name: 'Incendios', searchTerms: 'incendios', filters: {} });
    await createTenderFollowRow(db, user.id, await idOf(LENA));
    await createTenderFollowRow(db, user.id, await idOf(RTVE));
    await createPartyFollowRow(db, user.id, company.id);
    await importSource(db, liveSyncPage());
    await matchPendingEvents(db);

    await mailDigestDailyJob.handler(
      {},
      { db, config: testConfig({ PUBLIC_URL: APP }), log: pino({ level: 'silent' }) },
    );
    const messages = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(messages).toHaveLength(1);
    const text = messages[0]!.text;
    const copy = await idOf(`${ENTRY_643}99000001`);
    expect(messages[0]!.subject).toBe('Tu resumen diario de licitaciones: 4 notificaciones');
    expect(text).toContain(`${APP}/licitaciones/detalle/${copy}\n  Alerta «Incendios»: coincide «incendios»`);
    expect(text).toContain(
      `- Servicio de validación metadatado y lenguas cooficiales para RTVE.es\n  ${APP}/licitaciones/detalle/${await idOf(RTVE)}\n  Retirada de la Plataforma de Contratación: ANULADA`,
    );
    expect(text).toContain(
      `${APP}/licitaciones/detalle/${await idOf(LENA)}\n  Presupuesto base con IVA: 92.284,76\u00a0€ → 95.000,50\u00a0€`,
    );
    expect(text).toContain(
      `  Empresa que sigues: ${company.name} (${APP}/licitaciones/empresa/${company.id})\n  Lote 1: 60.728,36\u00a0€ sin IVA, adjudicado el 29/07/2026`,
    );
  });
});
