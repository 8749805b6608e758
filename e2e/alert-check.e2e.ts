import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertsResponse } from '../common/api/alerts';
import type { NotificationInboxResponse } from '../common/api/notifications';
import { type PgCluster, startPgCluster } from '../server/harness/pg-cluster';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { runJob } from './support/admin-jobs';
import { browserForFile, flash } from './support/browser';
import { nextMail } from './support/mailbox';
import { editEntry, pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// A server of its own on a throwaway PostgreSQL 15, so the test can break an alert in the database
// itself, where no validation of the API stands in the way; PLACSP is a loopback feed.
const FLAG = 'Esta alerta no se ha podido comprobar: revisa sus filtros';

const browser = browserForFile();
let cluster: PgCluster;
let db: pg.Client;
let feed: PlacspFeed;
let server: RunningServer;
let asAdmin: ApiCall;
let user: Account;
let asUser: ApiCall;

const real = readRealPage('placsp-atom-licitaciones.xml');
const FIRE_PREVENTION = real.entries[2]!;

beforeAll(async () => {
  cluster = await startPgCluster();
  db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  feed = await startPlacspFeed();
  server = await startServer({
    importRealPages: false,
    env: { ...feed.env, DATABASE_URL: cluster.url },
  });
  asAdmin = await apiAs(server.admin, server);
  user = await createAccount('alerta-rota', server);
  asUser = await apiAs(user, server);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
  await db?.end();
  await cluster?.remove();
});

describe('an alert whose search fails in the database', () => {
  it('is skipped and flagged for its owner and in the job monitor; the other alert is notified in the same run', async () => {
    const good = await asUser<Alert>('POST', '/v1/alerts', {
      name: 'Incendios',
      searchTerms: 'incendios',
      filters: { sources: ['placsp'] },
    });
    const broken = await asUser<Alert>('POST', '/v1/alerts', {
      name: 'Prevención (rota)',
      searchTerms: 'preventivas',
      filters: { sources: ['placsp'] },
    });
    await db.query(`update alerts set filters = '{"date":{"from":"0000-01-01"}}'::jsonb where id = $1`, [
      broken.id,
    ]);

    // PLACSP publishes the fire prevention works again under a new id: both alerts' words find it.
    feed.serve('643', [
      pageXml(real.header, {
        entries: [
          editEntry(FIRE_PREVENTION, { number: '29900101', updated: new Date(Date.now() - 600_000) }),
        ],
      }),
    ]);
    await runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });
    await runJob(asAdmin, 'monitor.match'); // completes: the broken alert does not fail the run

    const inbox = await asUser<NotificationInboxResponse>('GET', '/v1/notifications?pageSize=100');
    expect(JSON.stringify(inbox)).toContain('infraestructuras preventivas contra incendios');
    const { alerts } = await asUser<AlertsResponse>('GET', '/v1/alerts');
    expect(alerts.find((a) => a.id === good.id)).toMatchObject({
      total_notifications: 1,
      check_failed_at: null,
    });
    expect(alerts.find((a) => a.id === broken.id)).toMatchObject({ total_notifications: 0 });
    expect(alerts.find((a) => a.id === broken.id)!.check_failed_at).not.toBeNull();

    const { page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/alertas');
    const rows = page.getByRole('table', { name: 'Alertas' }).locator('tbody tr');
    const brokenRow = rows.filter({ hasText: 'Prevención (rota)' });
    await brokenRow.getByText(FLAG).waitFor();
    expect(await rows.filter({ hasText: 'Incendios' }).getByText(FLAG).count()).toBe(0);
    await screenshots(page, 'alerts-flagged', { fullPage: true });

    const { page: monitor } = await signedIn(browser(), undefined, server);
    await monitor.goto('/admin/sidekiq');
    await monitor
      .getByRole('alert')
      .filter({ hasText: '1 alerta no se ha podido comprobar y no genera notificaciones' })
      .waitFor();
    const failing = monitor.locator(`[data-testid="failing-alert"][data-alert-id="${broken.id}"]`);
    const [name, owner, error] = await failing.locator('td').allTextContents();
    expect([name, owner]).toEqual(['Prevención (rota)', user.email]);
    // The validator's message (date.from out of range) or, before validation, the database's.
    expect(error).toMatch(/date\.from|0000-01-01/);
    await screenshots(monitor, 'monitor-failing-alert', { fullPage: true });

    // Editing the filters clears the flag.
    await asUser('PUT', `/v1/alerts/${broken.id}`, { filters: { sources: ['placsp'] } });
    await page.reload();
    await brokenRow.waitFor();
    expect(await brokenRow.getByText(FLAG).count()).toBe(0);
  });

  it('shows the e-mail given up after days of retries, and sends it once an admin retries it', async () => {
    // As the outbox leaves a message after 3 days of refused attempts.
    const { rows } = await db.query<{ id: number }>(
      `insert into mail_outbox (to_address, template, subject, html, text, status, attempts, last_error, created_at)
       values ($1, 'contact_message', 'Mensaje retenido', '<p>Hola de nuevo</p>', 'Hola de nuevo', 'failed', 149,
               '451 Servicio no disponible', now() - interval '4 days') returning id`,
      ['retenido@example.com'],
    );
    const { page } = await signedIn(browser(), undefined, server);
    await page.goto('/admin/sidekiq');
    await page
      .getByRole('alert')
      .filter({ hasText: '1 correo no se ha podido entregar tras 3 días de reintentos' })
      .waitFor();
    const row = page.locator(`[data-testid="failed-mail"][data-mail-id="${rows[0]!.id}"]`);
    const [to, subject, error, attempts] = await row.locator('td').allTextContents();
    expect([to, subject, error, attempts]).toEqual([
      'retenido@example.com',
      'Mensaje retenido',
      '451 Servicio no disponible',
      '149',
    ]);
    await screenshots(page, 'monitor-failed-mail', { fullPage: true });
    await row.getByRole('button', { name: 'Reintentar' }).click();
    await flash(page, 'Correo a retenido@example.com en cola de nuevo').waitFor();
    const mail = await nextMail('retenido@example.com', server.mailDir);
    expect(mail.text).toContain('Hola de nuevo');
    await row.waitFor({ state: 'detached' });
    const stored = await db.query('select status, html, text from mail_outbox where id = $1', [rows[0]!.id]);
    expect(stored.rows).toEqual([{ status: 'sent', html: null, text: null }]);
  });
});
