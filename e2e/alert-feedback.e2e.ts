import type { Page } from 'playwright-core';
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
const newTenders = (titles: string[], firstNumber: number, open = false) =>
  titles.map((title, i) =>
    editEntry(FIRE_PREVENTION, {
      number: String(firstNumber + i),
      title,
      updated: minutesAgo(5 - i),
      ...(open && {
        status: 'PUB',
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      }),
    }),
  );
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

/** The inbox's cards' titles, top to bottom. */
const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: 'Notificaciones pendientes', exact: true })
    .getByRole('article')
    .locator('button[id]')
    .allTextContents();

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

  it("orders the inbox by 'Relevancia' and recommends a tender the alert no longer brings", async () => {
    // Two new clearing works and one more maintenance: the verdicts above have something to order.
    feed.serve('643', [
      pageXml(real.header, {
        entries: newTenders(
          ['Desbroce de cunetas en Lena', 'Desbroce de caminos en Lena', 'Mantenimiento de fuentes en Lena'],
          29800010,
        ),
      }),
      newerPage(),
      pageXml(real.header, real),
    ]);
    await syncAndMatch(asAdmin);
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/notificaciones');
    await page.getByRole('article').first().waitFor();
    // Newest first, the last batch's maintenance comes before the clearing work liked earlier.
    expect((await cardTitles(page)).slice(0, 3)).toContain('Mantenimiento de fuentes en Lena');

    await page.getByText('Relevancia', { exact: true }).click();
    // The clearing works liked (one judged, two like it) first, every maintenance after.
    await expect
      .poll(() => cardTitles(page).then((titles) => titles.slice(0, 3).sort()))
      .toEqual(['Desbroce de caminos en Lena', 'Desbroce de cunetas en Lena', WANTED]);
    const titles = await cardTitles(page);
    expect(titles.slice(3).every((title) => title.startsWith('Mantenimiento'))).toBe(true);
    const cunetas = page.locator('article').filter({ hasText: 'Desbroce de cunetas en Lena' });
    expect(await cunetas.getByTestId('relevance-reasons').textContent()).toMatch(/^Para ti: \+ desbroce/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'inbox-relevance');

    for (const title of ['Desbroce de cunetas en Lena', 'Desbroce de caminos en Lena']) {
      const button = page.getByRole('button', { name: `Me interesa: ${title}`, exact: true });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }

    await page.goto('/user');
    const recommendations = page.getByRole('switch', { name: 'Recomendarme licitaciones en la bandeja' });
    expect(await recommendations.isChecked()).toBe(false);
    await recommendations.click({ force: true });
    await expect.poll(() => recommendations.isChecked()).toBe(true);
    await screenshots(page, 'account-recommendations', {
      atEachSize: () => recommendations.scrollIntoViewIfNeeded(),
    });

    // The user narrows the alert: clearing works no longer match it, but the score still likes them.
    await asUser('PUT', `/v1/alerts/${alertId}`, { searchTerms: 'lena -desbroce' });
    feed.serve('643', [
      pageXml(real.header, { entries: newTenders(['Desbroce de montes comunales en Lena'], 29800020, true) }),
      newerPage(),
      pageXml(real.header, real),
    ]);
    await syncAndMatch(asAdmin);
    await page.goto('/licitaciones/notificaciones');
    const recommended = page.getByRole('region', { name: 'Recomendadas para ti' });
    await recommended.getByRole('article').first().waitFor();
    expect(await recommended.getByRole('article').locator('button[id]').allTextContents()).toEqual([
      'Desbroce de montes comunales en Lena',
    ]);
    expect(await recommended.getByTestId('relevance-reasons').textContent()).toContain('+ desbroce');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'inbox-recommended');
    await context.close();
  });
});
