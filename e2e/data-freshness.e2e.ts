import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourcesStatus } from '../common/api/sources';
import { formatDateMinutes } from '../common/format';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { runJob } from './support/admin-jobs';
import { browserForFile } from './support/browser';
import { pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// A server of its own, empty, whose PLACSP feed answers 404 until the test publishes a page: a
// real sync fails first, then succeeds.
const browser = browserForFile();
let feed: PlacspFeed;
let server: RunningServer;
let asAdmin: ApiCall;
let user: Account;

beforeAll(async () => {
  feed = await startPlacspFeed();
  server = await startServer({ importRealPages: false, env: feed.env });
  asAdmin = await apiAs(server.admin, server);
  user = await createAccount('frescura', server);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

const line = (page: Page) => page.getByTestId('data-freshness');
const FAILING = 'No se ha podido actualizar 1 fuente';

async function searchPageAs(account: Pick<Account, 'email' | 'password'>) {
  const visitor = await signedIn(browser(), account, server);
  await visitor.page.goto('/licitaciones/buscar');
  await line(visitor.page).waitFor();
  return visitor;
}

describe('the freshness line', () => {
  it('tells a user nothing of a failing sync, and the admin which source fails and why', async () => {
    await asAdmin('POST', '/v1/admin/jobs/placsp.sync/run', { feeds: ['643'] });
    await expect
      .poll(async () => (await asAdmin<SourcesStatus>('GET', '/v1/sources/status')).feeds?.[0]?.last_error, {
        timeout: 60_000,
        interval: 500,
      })
      .toContain('HTTP 404');

    const asUser = await searchPageAs(user);
    await line(asUser.page).getByText('Aún no hay licitaciones cargadas').waitFor();
    expect(
      await line(asUser.page)
        .getByText(/No se ha|404/)
        .count(),
    ).toBe(0);
    await asUser.context.close();

    const asStaff = await searchPageAs(server.admin);
    const failing = line(asStaff.page).getByText(FAILING);
    await failing.waitFor();
    await failing.hover();
    await asStaff.page
      .getByRole('tooltip')
      .filter({ hasText: '643: ' })
      .filter({ hasText: 'HTTP 404' })
      .waitFor();
    await screenshots(asStaff.page, 'freshness-admin-failing');
    await asStaff.context.close();
  });

  it('after a successful sync, says how far the data reach, with no notice for either', async () => {
    const real = readRealPage('placsp-atom-licitaciones.xml');
    feed.serve('643', [pageXml(real.header, real)]);
    await runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });
    const { data_until } = await asAdmin<SourcesStatus>('GET', '/v1/sources/status');
    const expected = `Datos hasta ${formatDateMinutes(data_until)}`;

    for (const account of [user, server.admin]) {
      const { context, page } = await searchPageAs(account);
      await line(page).getByText(expected, { exact: true }).waitFor();
      expect(
        await line(page)
          .getByText(/Los datos pueden|No se ha/)
          .count(),
      ).toBe(0);
      if (account === user) await screenshots(page, 'freshness-synced');
      await context.close();
    }
  });
});
