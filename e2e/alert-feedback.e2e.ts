import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../common/api/alerts';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { syncAndMatch } from './support/admin-jobs';
import { browserForFile } from './support/browser';
import { editEntry, pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// New tenders and feedback change what the server holds: a server of its own, fed by a loopback PLACSP.
const browser = browserForFile();
let feed: PlacspFeed;
let server: RunningServer;
let asAdmin: ApiCall;
let user: Account;
let asUser: ApiCall;
let alertId: number;

const real = readRealPage('placsp-atom-licitaciones.xml');
// The forest fire prevention works of Lena (Asturias), published again as four new tenders.
const FIRE_PREVENTION = real.entries[2]!;
const UNWANTED = [
  'Mantenimiento de cortafuegos en Lena',
  'Mantenimiento de pistas forestales en Lena',
  'Mantenimiento de puntos de agua en Lena',
];
const WANTED = 'Desbroce de montes en Lena';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const newerPage = () =>
  pageXml(real.header, {
    entries: [...UNWANTED, WANTED].map((title, i) =>
      editEntry(FIRE_PREVENTION, { number: `2980000${i}`, title, updated: minutesAgo(10 + i) }),
    ),
  });

beforeAll(async () => {
  feed = await startPlacspFeed();
  feed.serve('643', [pageXml(real.header, real)]);
  server = await startServer({ importRealPages: false, env: feed.env });
  asAdmin = await apiAs(server.admin, server);
  await syncAndMatch(asAdmin);
  user = await createAccount('criterio', server);
  asUser = await apiAs(user, server);
  alertId = (
    await asUser<Alert>('POST', '/v1/alerts', {
      name: 'Montes de Lena',
      searchTerms: 'lena',
      filters: { sources: ['placsp'] },
    })
  ).id;
  feed.serve('643', [newerPage(), pageXml(real.header, real)]);
  await syncAndMatch(asAdmin);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

describe("'Me interesa / No me interesa' teaches the alert", () => {
  it('suggests excluding the word the unwanted tenders share, applies it with one click and undoes it', async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/notificaciones');
    await page.getByTestId('notifications-count').waitFor();
    expect(await page.getByTestId('notifications-count').textContent()).toBe('4 notificaciones pendientes');

    const say = async (name: string) => {
      const button = page.getByRole('button', { name, exact: true });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    };
    await say(`Me interesa: ${WANTED}`);
    for (const title of UNWANTED) await say(`No me interesa: ${title}`);

    const suggestion = page
      .getByRole('alert')
      .filter({ hasText: 'Sugerencia para la alerta «Montes de Lena»' });
    await suggestion.waitFor();
    expect(await suggestion.textContent()).toContain(
      '3 licitaciones que marcaste «No me interesa» dicen «mantenimiento» en el título, y ninguna de las que te interesan.',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'alert-suggestion');
    await suggestion.getByRole('button', { name: 'Excluir "mantenimiento"' }).click();
    const done = page
      .getByRole('status')
      .filter({ hasText: 'ya no traerá licitaciones con «mantenimiento»' });
    await done.waitFor();
    await suggestion.waitFor({ state: 'detached' });
    expect((await asUser<Alert>('GET', `/v1/alerts/${alertId}`)).searchTerms).toBe('lena -mantenimiento');

    await done.getByRole('button', { name: 'Deshacer' }).click();
    await done.waitFor({ state: 'detached' });
    expect((await asUser<Alert>('GET', `/v1/alerts/${alertId}`)).searchTerms).toBe('lena');
    await context.close();
  });
});
