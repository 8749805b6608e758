import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRun, RunJobResponse } from '../common/api/admin-jobs';
import { type ApiCall, apiAs, signedIn } from './support/accounts';
import { browserForFile, flash } from './support/browser';
import { pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { type RunningServer, startServer } from './support/server';

// A server of its own: its PLACSP feed answers 404 until the test publishes a page, so a real sync
// fails first and succeeds when retried.
const browser = browserForFile();
let feed: PlacspFeed;
let server: RunningServer;
let asAdmin: ApiCall;

const runOf = (id: string) => asAdmin<JobRun>('GET', `/v1/admin/jobs/placsp.sync/runs/${id}`);
const DATE_MINUTES = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

beforeAll(async () => {
  feed = await startPlacspFeed();
  server = await startServer({ importRealPages: false, env: feed.env });
  asAdmin = await apiAs(server.admin, server);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

const cells = (page: Page, testId: string, name: string) =>
  page
    .getByTestId(testId)
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .locator('td');

describe('the job monitor', () => {
  it('shows a failed sync with its error, and retries it once the feed answers', async () => {
    const { id: failedId } = await asAdmin<RunJobResponse>('POST', '/v1/admin/jobs/placsp.sync/run', {
      feeds: ['643'],
    });
    // pg-boss tries three times (its default retry limit is 2) before the run is failed.
    await expect
      .poll(async () => (await runOf(failedId)).state, { timeout: 60_000, interval: 500 })
      .toBe('failed');

    const { context, page } = await signedIn(browser(), undefined, server);
    await page.getByRole('button', { name: 'Menú de administración' }).click();
    // The header's job-dashboard link opens the monitor in a tab of its own.
    const [monitor] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Trabajos en segundo plano' }).click(),
    ]);
    await monitor.waitForURL('**/admin/sidekiq');
    await monitor.getByRole('heading', { level: 1, name: 'Trabajos en segundo plano' }).waitFor();

    const failure = monitor.locator(`[data-testid="failed-job"][data-job-id="${failedId}"]`);
    await failure.waitFor();
    const [name, error, attempts, date] = await failure.locator('td').allTextContents();
    expect(name).toBe('placsp.sync');
    expect(error).toBe(
      `Sincronización PLACSP fallida — 643: No se ha podido descargar ${feed.env.PLACSP_URL_643}: HTTP 404`,
    );
    expect(attempts).toBe('3');
    expect(date).toMatch(DATE_MINUTES);
    // Queue columns: name, waiting, active, completed, failed.
    expect(await cells(monitor, 'job-queue', 'placsp.sync').allTextContents()).toEqual([
      'placsp.sync',
      '0',
      '0',
      '0',
      '1',
    ]);
    const [, cron, zone, nextRun] = await cells(monitor, 'job-schedule', 'mail.send').allTextContents();
    expect([cron, zone]).toEqual(['* * * * *', 'Europe/Madrid']);
    expect(nextRun).toMatch(DATE_MINUTES);
    const feedRow = cells(monitor, 'job-feed', 'Licitaciones de perfiles del contratante (643)');
    const [, , lastSuccess, lastError] = await feedRow.allTextContents();
    expect(lastSuccess).toBe('nunca');
    expect(lastError).toContain('HTTP 404');

    // The cause is fixed (PLACSP publishes a page again): the retried run now completes.
    const real = readRealPage('placsp-atom-licitaciones.xml');
    feed.serve('643', [pageXml(real.header, real)]);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await flash(monitor, `En cola de nuevo: placsp.sync (${failedId})`).waitFor();
    await failure.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await runOf(failedId)).state, { timeout: 60_000, interval: 500 })
      .toBe('completed');
    expect((await runOf(failedId)).retry_count).toBe(3);
    await monitor.reload();
    await expect
      .poll(async () => (await cells(monitor, 'job-queue', 'placsp.sync').allTextContents()).at(4))
      .toBe('0');
    await expect.poll(async () => (await feedRow.allTextContents())[2]).toMatch(DATE_MINUTES);
    expect(await monitor.getByText('No hay trabajos fallidos.').isVisible()).toBe(true);
    await context.close();
  });
});
