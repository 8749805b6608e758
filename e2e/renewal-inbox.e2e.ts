import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationInboxResponse } from '../common/api/notifications';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { formatDate } from '../common/format';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { runJob } from './support/admin-jobs';
import { browserForFile } from './support/browser';
import { dataRows, downloadWorkbook, headerNames } from './support/excel-download';
import { nextMail } from './support/mailbox';
import { editEntry, pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// A contract is awarded after a renewal alert was saved: this changes what the server holds, so it
// runs a server of its own reading PLACSP from a loopback feed.
const browser = browserForFile();
let feed: PlacspFeed;
let server: RunningServer;
let asAdmin: ApiCall;
let user: Account;
let asUser: ApiCall;

// The real head page of the 643 feed: RTVE's metadata service (S-02027-2026), 3 years, under evaluation.
const real = readRealPage('placsp-atom-licitaciones.xml');
const [RTVE] = real.entries as [string];
const firstPage = pageXml(real.header, real);
const awardedPage = () =>
  pageXml(real.header, {
    entries: [editEntry(RTVE, { updated: new Date(Date.now() - 600_000), status: 'ADJ' })],
  });
const TITLE = 'Servicio de validación metadatado y lenguas cooficiales para RTVE.es';
const ALERT = 'RTVE que termina';

const card = (page: Page) => page.locator('article').filter({ hasText: TITLE });

beforeAll(async () => {
  feed = await startPlacspFeed();
  feed.serve('643', [firstPage]);
  server = await startServer({ importRealPages: false, env: feed.env });
  asAdmin = await apiAs(server.admin, server);
  await runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });
  await runJob(asAdmin, 'monitor.match');
  user = await createAccount('renovaciones-buzon', server);
  asUser = await apiAs(user, server);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

describe('a renewal alert: from an awarded contract to the inbox, the export and the daily e-mail', () => {
  let end = '';

  it('tells the owner once when a contract matching it is awarded with its end within the months', async () => {
    await asUser('POST', '/v1/alerts', {
      name: ALERT,
      searchTerms: 'metadatado',
      alert_type: 'renewal',
      months_ahead: 36,
      filters: { sources: ['placsp'] },
    });
    await runJob(asAdmin, 'monitor.renewals');
    expect((await asUser<NotificationInboxResponse>('GET', '/v1/notifications')).notifications).toEqual([]);

    // PLACSP publishes the award: the contract now ends within the alert's 36 months.
    feed.serve('643', [awardedPage(), firstPage]);
    await runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });
    const [contract] = (
      await asUser<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
        searchTerms: 'S-02027-2026',
      })
    ).results;
    expect(contract).toMatchObject({ status: 'ADJ', execution_end_basis: 'publication_plus_duration' });
    end = contract!.execution_end!;
    await runJob(asAdmin, 'monitor.renewals');
    await runJob(asAdmin, 'monitor.renewals');
    const inbox = await asUser<NotificationInboxResponse>('GET', '/v1/notifications');
    expect(inbox.notifications.map((n) => [n.notification_types, n.project?.title.trim(), n.data])).toEqual([
      [
        ['renewal'],
        TITLE,
        expect.objectContaining({ execution_end: end, execution_end_basis: 'publication_plus_duration' }),
      ],
    ]);
  });

  it("shows it in the inbox as 'Contrato que termina pronto' with its end and its alert", async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/notificaciones');
    await card(page).waitFor();
    await card(page).getByText('Contrato que termina pronto', { exact: true }).waitFor();
    expect(await card(page).textContent()).toContain(
      `La ejecución del contrato termina el ${formatDate(end)} (publicación + duración).`,
    );
    expect(await card(page).textContent()).toContain(`Alerta «${ALERT}»: coincide «metadatado»`);
    expect(await card(page).getByText('Nueva licitación', { exact: true }).count()).toBe(0);
    await screenshots(page, 'renewal-inbox');

    // The export has a sheet of its own for it.
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const wizard = page.getByRole('dialog', { name: 'Exportar notificaciones a Excel' });
    const { workbook } = await downloadWorkbook(page, () =>
      wizard.getByRole('button', { name: 'Descargar' }).click(),
    );
    const sheet = workbook.getWorksheet('Próximas renovaciones')!;
    const rows = dataRows(sheet);
    expect(rows).toHaveLength(1);
    const cell = (header: string) => rows[0]!.getCell(headerNames(sheet).indexOf(header) + 1).value;
    expect(cell('Alertas')).toBe(`Alerta «${ALERT}»: coincide «metadatado»`);
    expect(cell('Fin de la ejecución')).toEqual(new Date(`${end}T00:00:00Z`));
    expect(cell('Fin calculado a partir de')).toBe('publicación + duración');
    expect(dataRows(workbook.getWorksheet('Nuevas Licitaciones Alertas')!)).toHaveLength(0);
    await context.close();
  });

  it('lists it in the daily digest under its own heading', async () => {
    await runJob(asAdmin, 'mail.digest.daily');
    const digest = await nextMail(user.email, server.mailDir);
    expect(digest.subject).toBe('Tu resumen diario de licitaciones: 1 notificación');
    expect(digest.text).toContain(`CONTRATOS QUE TERMINAN PRONTO (1)\n\n- ${TITLE}`);
    expect(digest.text).toContain(`  Fin de la ejecución: ${formatDate(end)} (publicación + duración)`);
  });
});
