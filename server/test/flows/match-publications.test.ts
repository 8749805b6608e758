import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../../../common/calendar';
import { mailOutbox, notifications } from '../../db/schema';
import { sendDigests } from '../../domain/notifications/send-digests';
import { type BoeDeps, importBoeTarget } from '../../ingest/boe/import-boe';
import { matchPendingEvents } from '../../monitor/match-events';
import { createTestApp, type TestApp } from '../app';
import { boePath, readBoe } from '../boe-files';
import { createUser, signInAs } from '../factories';
import { createAlertRow } from '../monitoring-factories';
import { hasSharedData } from '../shared-data';

const withData = describe.skipIf(!hasSharedData('boe'));

let t: TestApp;
let deps: BoeDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.database.db, files: t.app.fileStore, config: t.config };
});
afterAll(() => t.close());

const TODAY = madridToday(new Date());

/** A real V-A notice (the 2026 one unless named) as if issued today (the history rule ignores old ones). */
function issuedToday(name = 'BOE-B-2026-4725'): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'lic-boe-today-')), `${name}.xml`);
  writeFileSync(
    file,
    readBoe(name).replace(
      /<fecha_publicacion>\d{8}<\/fecha_publicacion>/,
      `<fecha_publicacion>${TODAY.replaceAll('-', '')}</fecha_publicacion>`,
    ),
  );
  return file;
}

withData('alerts over official bulletins', () => {
  it('notifies once per user and publication the alerts whose sources include boe', async () => {
    const db = t.database.db;
    const lucia = await createUser(db, { name: 'Lucía' });
    const boeAlert = await createAlertRow(db, lucia.id, {
      name: 'Piensos',
      searchTerms: 'pienso',
      filters: { sources: ['placsp', 'boe'] },
    });
    // A second alert of hers that also matches ("albacete" is in the title): still one notification.
    const second = await createAlertRow(db, lucia.id, {
      name: 'Albacete',
      searchTerms: 'albacete',
      filters: { sources: ['boe'], status: ['PUB'] },
      mailingFrequency: 'weekly',
    });
    // Not covering the bulletin, or other words: nothing.
    const pedro = await createUser(db);
    await createAlertRow(db, pedro.id, {
      name: 'Solo PLACSP',
      searchTerms: 'pienso',
      filters: { sources: ['placsp'] },
    });
    await createAlertRow(db, pedro.id, {
      name: 'Limpieza',
      searchTerms: 'limpieza',
      filters: { sources: ['boe'] },
    });

    expect(await importBoeTarget(deps, issuedToday())).toMatchObject({ created: 1 });
    // A real 2020 notice matching an alert of hers, but years old: a history import notifies no one.
    await createAlertRow(db, lucia.id, {
      name: 'Víveres',
      searchTerms: 'víveres',
      filters: { sources: ['boe'] },
    });
    await importBoeTarget(deps, boePath('BOE-B-2020-27644'));
    const totals = await matchPendingEvents(db);
    expect(totals).toMatchObject({ events: 2, notifications: 1 });

    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications',
      headers: await signInAs(t.app, lucia),
    });
    const [card, ...rest] = res.json().notifications;
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      noticeable_type: 'Official::Publication',
      notification_types: ['official_bulletin'],
      project: null,
      party: null,
      alerts: [
        { id: second.id, name: 'Albacete' },
        { id: boeAlert.id, name: 'Piensos' },
      ],
      data: {
        source: 'boe',
        identifier: 'BOE-B-2026-4725',
        title:
          'Anuncio de formalización de contratos de: Jefatura de la Sección Económico Administrativa 23 de la Base Aérea de Albacete. Objeto: Suministro de pienso para la Sección Cinológica de la Base Aérea de Albacete. Expediente: 2025/EA23/00002109E.',
        summary:
          'Formalización contrato. Suministros. Restringido. Castilla-La Mancha. CPV: 15000000 Alimentos, bebidas, tabaco y productos afines',
        department: 'Ministerio de Defensa',
        pdf_url: 'https://www.boe.es/boe/dias/2026/02/17/pdfs/BOE-B-2026-4725.pdf',
        date: TODAY,
      },
    });
    expect(card.noticeable_id).toEqual(expect.any(Number));
    expect(await db.select().from(notifications).where(eq(notifications.userId, pedro.id))).toEqual([]);
    // The daily alert wins over the weekly one.
    const [row] = await db.select().from(notifications).where(eq(notifications.userId, lucia.id));
    expect(row?.mailingFrequency).toBe('daily');

    // Importing and matching again creates nothing.
    expect(await importBoeTarget(deps, issuedToday())).toMatchObject({ created: 0, unchanged: 1 });
    expect(await matchPendingEvents(db)).toMatchObject({ events: 0, notifications: 0 });
    expect(await db.select().from(notifications).where(eq(notifications.userId, lucia.id))).toHaveLength(1);

    // The daily digest lists it under 'Publicaciones Oficiales', linked to its document.
    await sendDigests(db, { frequency: 'daily', publicUrl: 'http://licitaciones.test' });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, lucia.email));
    expect(mail?.text).toContain('PUBLICACIONES OFICIALES (1)');
    expect(mail?.text).toContain('http://licitaciones.test/licitaciones/documentos/boe/BOE-B-2026-4725');
    expect(mail?.text).toContain('Departamento: Ministerio de Defensa');
    expect(mail?.text).toContain(
      'PDF: BOE-B-2026-4725 (https://www.boe.es/boe/dias/2026/02/17/pdfs/BOE-B-2026-4725.pdf)',
    );
    expect(mail?.html).toContain('Publicaciones Oficiales (1)');
  });

  it('an alert saved with words the query parser refuses costs no one else their notification', async () => {
    const db = t.database.db;
    const before = await createUser(db, { name: 'Guiones' });
    // Saved before search words were made searchable: 40 pending exclusions.
    await createAlertRow(db, before.id, {
      name: 'Vehículo',
      searchTerms: `vehículo ${'-'.repeat(40)}`,
      filters: { sources: ['boe'] },
    });
    const marta = await createUser(db, { name: 'Marta' });
    await createAlertRow(db, marta.id, {
      name: 'Vehículos',
      searchTerms: 'vehículo',
      filters: { sources: ['boe'] },
    });

    expect(await importBoeTarget(deps, issuedToday('BOE-B-2020-13304'))).toMatchObject({ created: 1 });
    expect(await matchPendingEvents(db)).toMatchObject({ events: 1, notifications: 1 });
    expect(await db.select().from(notifications).where(eq(notifications.userId, marta.id))).toHaveLength(1);
  });
});
