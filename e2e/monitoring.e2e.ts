import type ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationInboxResponse } from '../common/api/notifications';
import type { PartySearchResponse } from '../common/api/procurement-party';
import type { ProjectDetail } from '../common/api/procurement-project';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { runJob, syncAndMatch } from './support/admin-jobs';
import { browserForFile } from './support/browser';
import { dataRows, downloadWorkbook, headerNames } from './support/excel-download';
import { mailCount, nextMail } from './support/mailbox';
import { editEntry, pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// This file changes what the server holds (new tenders, notifications), so it runs a server of
// its own that reads PLACSP from a loopback feed, instead of the shared one the other files count on.
const browser = browserForFile();
let feed: PlacspFeed;
let server: RunningServer;
let asAdmin: ApiCall;
let user: Account;
let asUser: ApiCall;

// The real head page of the 643 feed (3 tenders, August 2026) and what PLACSP publishes next.
const real = readRealPage('placsp-atom-licitaciones.xml');
const [PENDING, TRANSVIA_RESULT, FIRE_PREVENTION] = real.entries as [string, string, string];
const firstPage = pageXml(real.header, real);

/** Minutes ago: the newer versions are recent, as the live feed's are. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const NEW_FIRE_PREVENTION = '29900001';
const NEW_TRANSVIA_AWARD = '29900002';
const newerPage = () =>
  pageXml(real.header, {
    entries: [
      // The followed tender, pending award, moves on: awarded, lower budget, later deadline.
      editEntry(PENDING, {
        updated: minutesAgo(10),
        status: 'ADJ',
        taxExclusiveAmount: '690000',
        deadline: '2026-07-31',
      }),
      // Published again under new ids: a tender the alert's words find, an award to TRANSVIA.
      editEntry(FIRE_PREVENTION, { number: NEW_FIRE_PREVENTION, updated: minutesAgo(12) }),
      editEntry(TRANSVIA_RESULT, { number: NEW_TRANSVIA_AWARD, updated: minutesAgo(14) }),
    ],
  });

const HEAD = '/sindicacion/sindicacion_643/licitacionesPerfilesContratanteCompleto3.atom';
const TITLES = {
  changed: 'Servicio de validación metadatado y lenguas cooficiales para RTVE.es',
  alert: 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
  award:
    'Servicio de transporte de personal al Centro Penitenciario de Valencia (Picassent), dependiente de la Secretaría General de Instituciones Penitenciarias.',
};

const inbox = () => asUser<NotificationInboxResponse>('GET', '/v1/notifications?pageSize=100');
const card = (page: Page, title: string) => page.locator('article').filter({ hasText: title });
const texts = async (page: Page, title: string, list: string) =>
  (await card(page, title).getByRole('list', { name: list }).locator('li').allTextContents()).map((t) =>
    t.replace(/\s+/g, ' ').trim(),
  );

/** Opens the notifications page and its export wizard. */
async function openExportWizard(page: Page) {
  await page.goto('/licitaciones/notificaciones');
  await card(page, TITLES.changed).waitFor();
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  return page.getByRole('dialog', { name: 'Exportar notificaciones a Excel' });
}

/** A cell note as exceljs reads it back (plain text or rich text runs), spaces as typed. */
function noteText(note: ExcelJS.Cell['note']): string {
  const text = typeof note === 'string' ? note : (note?.texts ?? []).map((run) => run.text).join('');
  return text.replaceAll('\u00a0', ' ');
}

async function searchFolder(folder: string) {
  const found = await asUser<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
    searchTerms: folder,
  });
  return found.results.filter((r) => r.contract_folder_id === folder);
}

beforeAll(async () => {
  feed = await startPlacspFeed();
  feed.serve('643', [firstPage]);
  server = await startServer({ importRealPages: false, env: feed.env });
  asAdmin = await apiAs(server.admin, server);
  await syncAndMatch(asAdmin);
  user = await createAccount('vigilante', server);
  asUser = await apiAs(user, server);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

describe('monitoring: from a newer PLACSP page to the inbox and the daily e-mail', () => {
  it('imports the live feed through the real sync, then newer versions of its entries', async () => {
    expect(feed.requests).toEqual([HEAD]);
    const [pending] = await searchFolder('S-02027-2026');
    expect(pending).toMatchObject({ status: 'EV', tax_exclusive_amount: '717120.00' });

    // The user follows that tender and the company TRANSVIA, and saves an alert.
    await asUser('POST', `/v1/procurement_projects/${pending!.id}/subscription`, {});
    const companies = await asUser<PartySearchResponse>('POST', '/v1/procurement_party/search', {
      searchTerms: 'TRANSVIA',
    });
    expect(companies.results.map((c) => c.name)).toEqual(['TRANSVIA,S.L.']);
    await asUser('POST', `/v1/procurement_party/${companies.results[0]!.id}/subscription`, {});
    await asUser('POST', '/v1/alerts', {
      name: 'Prevención de incendios',
      searchTerms: 'infraestructuras preventivas',
      filters: { sources: ['placsp'] },
    });

    // PLACSP publishes a newer head page; the previous one becomes its `next`.
    feed.serve('643', [newerPage(), firstPage]);
    await syncAndMatch(asAdmin);
    const detail = await asUser<ProjectDetail>('GET', `/v1/procurement_projects/${pending!.id}`);
    expect(detail).toMatchObject({ status: 'ADJ', tax_exclusive_amount: '690000.00' });
    expect(detail.submission_deadline).toBe('2026-07-31T12:00:00.000Z');
    expect(await searchFolder('CON/2026/6')).toHaveLength(2);
  });

  it('shows in the inbox the new tender with its alert, the exact changes and the award; star and discard', async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/notificaciones');
    await page.getByTestId('notifications-count').waitFor();
    expect(await page.getByTestId('notifications-count').textContent()).toBe('3 notificaciones pendientes');
    await screenshots(page, 'notifications');

    const alert = card(page, TITLES.alert);
    expect(await alert.getByText('Nueva licitación', { exact: true }).count()).toBe(1);
    expect(await alert.textContent()).toContain(
      'Alerta «Prevención de incendios»: coinciden «infraestructuras», «preventivas»',
    );
    // The words the alert found are marked in the title.
    expect(
      await alert.getByRole('button', { name: TITLES.alert, exact: true }).locator('mark').allTextContents(),
    ).toEqual(['infraestructuras', 'preventivas']);

    const changed = card(page, TITLES.changed);
    await changed.getByText('Cambios en una licitación que sigues').waitFor();
    expect(await texts(page, TITLES.changed, 'Cambios')).toEqual([
      'Estado: Pendiente de adjudicación → Adjudicada',
      'Fecha Límite Presentación: 14:00:00 20/07/2026 → 14:00:00 31/07/2026',
      'Presupuesto base sin IVA: 717.120,00 € → 690.000,00 €',
    ]);

    const award = card(page, TITLES.award);
    await award.getByText('Nueva adjudicación de una empresa que sigues').waitFor();
    expect(await award.textContent()).toContain('TRANSVIA,S.L.ha resultado adjudicataria.');
    expect(await texts(page, TITLES.award, 'Adjudicación')).toEqual([
      'Licitación completa · 770.234,40 € sin IVA · 14/02/2024',
    ]);

    // 'Me interesa' on the new tender: pressed, and so after a reload; a followed tender's change asks nothing.
    const interested = () =>
      card(page, TITLES.alert).getByRole('button', { name: `Me interesa: ${TITLES.alert}`, exact: true });
    await interested().click();
    await expect.poll(() => interested().getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => interested().getAttribute('aria-pressed')).toBe('true');
    expect(
      await alert
        .getByRole('button', { name: `No me interesa: ${TITLES.alert}` })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(await changed.getByRole('button', { name: /Me interesa/ }).count()).toBe(0);

    // Star the new tender; discard the award: it leaves the inbox and the count.
    await alert.getByRole('button', { name: `Destacar la notificación de ${TITLES.alert}` }).click();
    const unstar = alert.getByRole('button', {
      name: `Quitar el destacado de la notificación de ${TITLES.alert}`,
    });
    await unstar.waitFor();
    expect(await unstar.getAttribute('aria-pressed')).toBe('true');
    await award.getByRole('button', { name: `Descartar la notificación de ${TITLES.award}` }).click();
    await award.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('notifications-count').textContent())
      .toBe('2 notificaciones pendientes');

    // After a reload it all comes from the server.
    await page.reload();
    await card(page, TITLES.alert).waitFor();
    expect(await page.getByTestId('notifications-count').textContent()).toBe('2 notificaciones pendientes');
    expect(await card(page, TITLES.award).count()).toBe(0);
    const kept = (await inbox()).notifications.map((n) => [n.project?.title.trim(), n.starred]);
    expect(kept).toEqual(
      expect.arrayContaining([
        [TITLES.alert, true],
        [TITLES.changed, false],
      ]),
    );
    expect(kept).toHaveLength(2);
    await context.close();
  });

  it('exports the inbox to a workbook: a sheet per kind, the changed cells highlighted with their note', async () => {
    const { context, page } = await signedIn(browser(), user, server);
    const wizard = await openExportWizard(page);
    expect(await wizard.getByRole('radio', { name: '25 (página actual)' }).isChecked()).toBe(true);
    const { fileName, workbook } = await downloadWorkbook(page, () =>
      wizard.getByRole('button', { name: 'Descargar' }).click(),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect(fileName).toBe(`${today.replaceAll('-', '_')}_exportacion_notificaciones_licitaciones.xlsx`);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Nuevas Licitaciones Alertas',
      'Nuevas Licitaciones Organismos',
      'Licitaciones con cambios',
      'Nuevas adjudicaciones',
      'Publicaciones Oficiales',
      'Próximas renovaciones',
      'Pliegos modificados',
      'Menciones',
      'Oportunidades cerradas',
    ]);
    const rowsOf = (name: string) => dataRows(workbook.getWorksheet(name)!);
    const cellOf = (sheet: string, header: string) => {
      const column = headerNames(workbook.getWorksheet(sheet)!).indexOf(header) + 1;
      expect(column, header).toBeGreaterThan(0);
      return rowsOf(sheet)[0]!.getCell(column);
    };
    // The inbox's two (the award was discarded): the alert's tender, the followed tender's changes.
    expect(rowsOf('Nuevas Licitaciones Alertas')).toHaveLength(1);
    expect(cellOf('Nuevas Licitaciones Alertas', 'Alertas').value).toBe(
      'Alerta «Prevención de incendios»: coinciden «infraestructuras», «preventivas»',
    );
    expect(rowsOf('Nuevas Licitaciones Organismos')).toHaveLength(0);
    expect(rowsOf('Nuevas adjudicaciones')).toHaveLength(0);
    expect(rowsOf('Licitaciones con cambios')).toHaveLength(1);
    const status = cellOf('Licitaciones con cambios', 'Estado');
    expect(status.value).toBe('Adjudicada');
    expect(status.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE699' } });
    expect(noteText(status.note)).toBe('Estado: Pendiente de adjudicación → Adjudicada');
    const amount = cellOf('Licitaciones con cambios', 'Presupuesto base sin IVA');
    expect(amount.value).toBe(690000);
    expect(noteText(amount.note)).toBe('Presupuesto base sin IVA: 717.120,00 € → 690.000,00 €');
    // A field that did not change stays plain.
    expect(cellOf('Licitaciones con cambios', 'Título').fill).toBeUndefined();

    // Page 2: keep them unprocessed.
    await wizard.getByText('Se ha descargado el archivo con 2 notificaciones.').waitFor();
    await wizard.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await wizard.waitFor({ state: 'detached' });
    expect((await inbox()).unprocessed_count).toBe(2);
    await context.close();
  });

  it('opens a tender in the side panel, counts the inbox on its tab and lists the notifications of an alert', async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/notificaciones');
    await card(page, TITLES.changed).waitFor();
    // The badge shows 2; the tab's accessible name says what it counts.
    await page.getByRole('tab', { name: 'Notificaciones (2 sin leer)', exact: true }).waitFor();

    // The card's title opens the tender page's body in a panel half the window wide (1280 px).
    await card(page, TITLES.changed).getByRole('button', { name: TITLES.changed, exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Licitación' });
    const info = panel.getByRole('table', { name: 'Datos de la licitación' });
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(640);
    expect(await info.getByRole('row', { name: /^Estado/ }).textContent()).toBe('EstadoAdjudicada');
    expect(await info.getByRole('row', { name: /^Nº expediente/ }).textContent()).toBe(
      'Nº expedienteS-02027-2026',
    );
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await panel.waitFor({ state: 'detached' });

    // The alerts table's count opens that alert's notifications; a tender opens on its page.
    await page.getByRole('tab', { name: 'Alertas' }).click();
    await page
      .getByRole('button', { name: 'Ver las notificaciones de la alerta Prevención de incendios' })
      .click();
    const list = page.getByRole('dialog', { name: 'Notificaciones de la alerta Prevención de incendios' });
    await list.getByRole('article').first().waitFor();
    expect(await list.getByRole('article').count()).toBe(1);
    await list.getByRole('button', { name: TITLES.alert, exact: true }).click();
    await page.waitForURL(/\/licitaciones\/detalle\/\d+\?comingFrom=%2Flicitaciones%2Falertas$/);
    await page.getByRole('heading', { level: 1, name: TITLES.alert }).waitFor();
    await context.close();
  });

  it('mails one daily digest listing the two kept, not the discarded award, and none when run again', async () => {
    await runJob(asAdmin, 'mail.digest.daily');
    const digest = await nextMail(user.email, server.mailDir);
    expect(digest.subject).toBe('Tu resumen diario de licitaciones: 2 notificaciones');
    // Links into this server's app, the ids of its own database and the signed token left out;
    // euros keep es-ES's no-break space before the sign.
    const text = (digest.text ?? '')
      .replaceAll('\u00a0', ' ')
      .replaceAll(server.baseUrl, 'APP')
      .replace(/\/(detalle|empresa)\/\d+/g, '/$1/ID')
      .replace(/anadir=\d+/g, 'anadir=ID')
      .replace(/unsubscribe\?token=[\w.-]+/, 'unsubscribe?token=TOKEN')
      .replace(/valoracion\?token=[\w.-]+/g, 'valoracion?token=TOKEN');
    expect(text).toBe(`Hola Ana Prueba:

Estas son las novedades de tus alertas y seguimientos desde el último resumen (2 notificaciones).

NUEVAS LICITACIONES DE TUS ALERTAS (1)

- ${TITLES.alert}
  APP/licitaciones/detalle/ID
  Alerta «Prevención de incendios»: coinciden «infraestructuras», «preventivas»
  Entidad: Alcaldía del Ayuntamiento de Lena (Principado de Asturias)
  Presupuesto base con IVA: 92.284,76 €
  Fecha Límite Presentación: 23:59:00 08/06/2026
  Estado: Resuelta
  Añadir a Oportunidades (APP/licitaciones/oportunidades?anadir=ID)
  ¿Te interesa?: Me interesa (APP/valoracion?token=TOKEN) · No me interesa (APP/valoracion?token=TOKEN)

LICITACIONES CON CAMBIOS (1)

- ${TITLES.changed}
  APP/licitaciones/detalle/ID
  Estado: Pendiente de adjudicación → Adjudicada
  Fecha Límite Presentación: 14:00:00 20/07/2026 → 14:00:00 31/07/2026
  Presupuesto base sin IVA: 717.120,00 € → 690.000,00 €
  Añadir a Oportunidades (APP/licitaciones/oportunidades?anadir=ID)

Ver todas tus notificaciones: APP/licitaciones/notificaciones

Puedes cambiar la frecuencia de estos correos (diario, semanal o sin email) en cada alerta y seguimiento.
¿No quieres recibir estos resúmenes? Date de baja aquí: APP/v1/mail/unsubscribe?token=TOKEN
`);

    // Its 'No me interesa' link works without a session, once; the inbox card then shows it.
    const notInterested = /No me interesa \((http[^)\s]+)\)/.exec(digest.text ?? '')![1]!;
    const visitor = await browser().newContext();
    const link = await visitor.newPage();
    await link.goto(notInterested);
    await link.getByText(`Anotado: «${TITLES.alert}» no te interesa.`).waitFor();
    await screenshots(link, 'feedback-link');
    await link.reload();
    await link.getByText(/^Este enlace de valoración ya se ha usado/).waitFor();
    await visitor.close();
    const listed = (await inbox()).notifications;
    expect(listed.find((n) => n.project?.title === TITLES.alert)?.feedback).toBe('down');

    const before = await mailCount(user.email, server.mailDir);
    await runJob(asAdmin, 'mail.digest.daily');
    await runJob(asAdmin, 'mail.send');
    expect(await mailCount(user.email, server.mailDir)).toBe(before);
  });

  it('creates no notification when the same pages are served again', async () => {
    const before = await inbox();
    feed.requests.length = 0;
    await syncAndMatch(asAdmin);
    // Both pages read again: the head page, and its next, which reaches back to what is stored.
    expect(feed.requests).toEqual([HEAD, HEAD.replace('.atom', '_1.atom')]);
    const after = await inbox();
    expect(after.unprocessed_count).toBe(before.unprocessed_count);
    expect(after.notifications.map((n) => n.id)).toEqual(before.notifications.map((n) => n.id));
  });

  it("marks every exported notification as processed from the export wizard's second page", async () => {
    const { context, page } = await signedIn(browser(), user, server);
    const wizard = await openExportWizard(page);
    // 'All' asks the server for the whole inbox (the export's maximum is 1000).
    await wizard.getByRole('radio', { name: 'Todas (máximo 1.000)' }).check();
    const { workbook } = await downloadWorkbook(page, () =>
      wizard.getByRole('button', { name: 'Descargar' }).click(),
    );
    expect(workbook.worksheets.map((w) => [w.name, dataRows(w).length])).toEqual([
      ['Nuevas Licitaciones Alertas', 1],
      ['Nuevas Licitaciones Organismos', 0],
      ['Licitaciones con cambios', 1],
      ['Nuevas adjudicaciones', 0],
      ['Publicaciones Oficiales', 0],
      ['Próximas renovaciones', 0],
      ['Pliegos modificados', 0],
      ['Menciones', 0],
      ['Oportunidades cerradas', 0],
    ]);
    // An empty sheet keeps its header row, so the workbook has the same shape every time.
    expect(headerNames(workbook.getWorksheet('Nuevas adjudicaciones')!).slice(0, 2)).toEqual([
      'Fecha notificación',
      'Empresa adjudicataria',
    ]);
    expect(headerNames(workbook.getWorksheet('Publicaciones Oficiales')!).slice(0, 2)).toEqual([
      'Fecha notificación',
      'Alertas',
    ]);

    await wizard.getByText('Se ha descargado el archivo con 2 notificaciones.').waitFor();
    await wizard.getByRole('button', { name: 'Marcar como procesadas' }).click();
    await wizard.waitFor({ state: 'detached' });
    await page.getByText('No tienes notificaciones pendientes.').waitFor();
    const after = await inbox();
    expect([after.unprocessed_count, after.notifications]).toEqual([0, []]);
    await context.close();
  });
});
