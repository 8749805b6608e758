import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { mailOutbox, parties } from '../../db/schema';
import { importSource } from '../../ingest/import/import-source';
import { matchPendingEvents } from '../../monitor/match-events';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { createAlertRow, createPartyFollowRow } from '../../test/monitoring-factories';
import { ENTRY_643, editedPage, newTenderFrom, PLACSP } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { listNotifications } from './list-notifications';
import { sendDigests } from './send-digests';

const PAGE = 'placsp-atom-licitaciones.xml';
// 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.', Lena (Asturias), CPV 77200000.
const LENA = `${ENTRY_643}19732184`;

describe.skipIf(!hasSharedData('placsp'))('why an alert brought a tender (real PLACSP entry)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('lists a tender matched by two alerts and a followed body once, naming every reason', async () => {
    const db = database.db;
    await importSource(db, `${PLACSP}/${PAGE}`);
    await matchPendingEvents(db);
    const user = await createUser(db, { name: 'Ana' });
    await createAlertRow(db, user.id, {
      name: 'Incendios en Asturias',
      searchTerms: 'incendio forestal',
      filters: { sources: ['placsp'], location: { regions: ['ES120'] } },
    });
    await createAlertRow(db, user.id, {
      name: 'Lena',
      searchTerms: 'lena -viaria',
      filters: { sources: ['placsp'], cpv_codes: ['77200000'] },
    });
    // Matches nothing of the tender: not a reason.
    await createAlertRow(db, user.id, { name: 'Limpieza', searchTerms: 'limpieza viaria' });
    const [body] = await db.select().from(parties).where(eq(parties.key, 'NIF:P3303300B'));
    await createPartyFollowRow(db, user.id, body!.id);

    await importSource(
      db,
      editedPage(PAGE, { added: [newTenderFrom(PAGE, LENA, '99300001', ['CON/2026/6', 'R-1'])] }),
    );
    await matchPendingEvents(db);

    const inbox = await listNotifications(db, user.id, { page: 1, pageSize: 25, sort: 'date' });
    expect(inbox.notifications).toHaveLength(1);
    const [card] = inbox.notifications;
    expect(card!.notification_types.sort()).toEqual([
      'alert',
      'procurement_party_procurement_project_subscription',
    ]);
    expect(card!.match_reasons).toEqual([
      {
        alert_id: expect.any(Number),
        alert_name: 'Incendios en Asturias',
        terms: ['incendios', 'forestales'],
        filters: ['Zona: Asturias'],
      },
      {
        alert_id: expect.any(Number),
        alert_name: 'Lena',
        terms: ['Lena'],
        filters: [expect.stringMatching(/^CPV: 77200000/)],
      },
    ]);
    expect(card!.match_reasons.map((r) => r.alert_id)).toEqual(card!.alerts.map((a) => a.id));

    await sendDigests(db, { frequency: 'daily', publicUrl: 'https://licitaciones.example' });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const text = mail!.text!;
    expect(
      text.match(/- Ejecución de infraestructuras preventivas contra incendios forestales/g),
    ).toHaveLength(1);
    expect(text).toContain(
      '  Alerta «Incendios en Asturias»: coinciden «incendios», «forestales» · Zona: Asturias\n',
    );
    expect(text).toMatch(/ {2}Alerta «Lena»: coincide «Lena» · CPV: 77200000/);
    const counted = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from notifications where user_id = ${user.id}`,
    );
    expect(counted).toEqual([{ count: 1 }]);
  });
});
