import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { readIcs } from '../server/test/ics-reader';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { runJob } from './support/admin-jobs';
import { browserForFile } from './support/browser';
import { nextMail } from './support/mailbox';
import { editEntry, pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// The real PLACSP pages' deadlines have all passed: this file runs a server of its own that reads
// the real head page of the 643 feed, then a newer one with a tender still open (deadline in 2030).
const browser = browserForFile();
let feed: PlacspFeed;
let server: RunningServer;
let asAdmin: ApiCall;
let user: Account;
let asUser: ApiCall;
let openId: number;

const real = readRealPage('placsp-atom-licitaciones.xml');
const [PENDING] = real.entries as [string, ...string[]];
const firstPage = pageXml(real.header, real);
const OPEN_TITLE = 'Servicio de validación metadatado y lenguas cooficiales para RTVE.es';
const ALERT = 'Validación RTVE';

beforeAll(async () => {
  feed = await startPlacspFeed();
  feed.serve('643', [firstPage]);
  server = await startServer({ importRealPages: false, env: feed.env });
  asAdmin = await apiAs(server.admin, server);
  await runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });
  user = await createAccount('calendario', server);
  asUser = await apiAs(user, server);
  await asUser('POST', '/v1/alerts', {
    name: ALERT,
    searchTerms: 'validación metadatado',
    filters: { sources: ['placsp'] },
  });
  // PLACSP publishes the tender again as a new entry, still open: the alert is told of it.
  feed.serve('643', [
    pageXml(real.header, {
      entries: [
        editEntry(PENDING, {
          number: '29900001',
          updated: new Date(Date.now() - 10 * 60_000),
          status: 'PUB',
          deadline: '2030-03-02',
        }),
      ],
    }),
    firstPage,
  ]);
  await runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });
  await runJob(asAdmin, 'monitor.match');
  const found = await asUser<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
    searchTerms: 'S-02027-2026',
  });
  openId = found.results.find((r) => r.submission_deadline?.startsWith('2030-03-02'))!.id;
  await asUser('POST', `/v1/procurement_projects/${openId}/subscription`, {});
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

const DEADLINE_EVENT = () => ({
  uid: `deadline-${openId}@127.0.0.1`,
  summary: `Fin de plazo: ${OPEN_TITLE}`,
  url: `${server.baseUrl}/licitaciones/detalle/${openId}`,
  allDay: false,
});

describe('calendars and feeds', () => {
  it("copies the private calendar's address from the account page; a calendar app reads the followed deadline", async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.goto('/user');
    const field = page.getByRole('textbox', { name: 'Dirección del calendario' });
    await expect.poll(() => field.inputValue()).toMatch(/\/v1\/calendar\/\d+\.[\w-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Copiar' }).click();
    await page.getByRole('button', { name: 'Copiada' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await field.inputValue());
    // The digests switch and the calendar, in the middle of the window at each size.
    await screenshots(page, 'account-calendar', {
      atEachSize: () =>
        page
          .getByRole('heading', { name: 'Calendario privado' })
          .evaluate((heading) => heading.scrollIntoView({ block: 'center' })),
    });

    // Fetched as a calendar app does: no session, the address alone.
    const response = await fetch(copied);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = readIcs(await response.text());
    expect(calendar.events).toEqual([
      expect.objectContaining({ ...DEADLINE_EVENT(), start: expect.stringMatching(/^2030-03-02T/) }),
    ]);
    await context.close();
  });

  it("downloads 'Añadir al calendario' from an open tender's page as a valid .ics file", async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto(`/licitaciones/detalle/${openId}`);
    const button = page.getByRole('button', { name: 'Añadir al calendario' });
    await button.waitFor();
    await screenshots(page, 'tender-add-to-calendar');
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`licitacion-${openId}.ics`);
    const { readFile } = await import('node:fs/promises');
    const file = readIcs(await readFile((await download.path())!, 'utf8'));
    expect(file.events).toEqual([expect.objectContaining(DEADLINE_EVENT())]);
    await context.close();
  });

  it("opens an alert's feed link from the alerts table as valid Atom with the matched tender", async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/alertas');
    const link = page.getByRole('link', { name: `Canal Atom de la alerta ${ALERT}` });
    await link.waitFor();
    await screenshots(page, 'alerts-feed-link');
    const href = (await link.getAttribute('href'))!;
    // A feed reader sends no session: the token in the address is all it has.
    const response = await fetch(href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const atom = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml).feed;
    expect(atom['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    // The writer marks titles as text or HTML (type attribute): the text is what a reader shows.
    const text = (node: string | { '#text': string }) => (typeof node === 'string' ? node : node['#text']);
    expect(text(atom.title)).toBe(`Alerta «${ALERT}» · Licitaciones`);
    const entry = Array.isArray(atom.entry) ? atom.entry[0] : atom.entry;
    expect(text(entry.title)).toBe(OPEN_TITLE);
    expect(entry.link['@href']).toBe(`${server.baseUrl}/licitaciones/detalle/${openId}`);
    await context.close();
  });

  it("unsubscribes from a received digest's link: the page confirms, offers to undo, and the account switch follows", async () => {
    await runJob(asAdmin, 'mail.digest.daily');
    const digest = await nextMail(user.email, server.mailDir);
    const header = digest.headerLines
      .find((h) => h.key === 'list-unsubscribe')!
      .line.replace(/\r\n\s+/g, ' ');
    const url = /<([^>]+)>/.exec(header)![1]!;

    const { context, page } = await signedIn(browser(), user, server);
    await page.goto(url);
    await page.waitForURL('**/baja?token=*');
    await page.getByText('¿Quieres dejar de recibir los resúmenes').waitFor();
    // The page says whose digests without the address: the link may have been forwarded.
    const main = page.getByRole('main');
    await main.getByText('El enlace es de la cuenta a la que llegó el resumen').waitFor();
    expect(await main.textContent()).not.toContain(user.email);
    await screenshots(page, 'unsubscribe-confirm');
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByText('Ya no recibirás resúmenes por correo.').waitFor();
    expect(await main.textContent()).not.toContain(user.email);
    await screenshots(page, 'unsubscribe-page');
    await page.goto('/user');
    const toggle = page.getByRole('switch', { name: 'Recibir resúmenes por correo' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);

    await page.goto(url);
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await page.getByRole('button', { name: 'Deshacer: volver a recibirlos' }).click();
    await page.getByText('Volverás a recibir los resúmenes por correo.').waitFor();
    await page.goto('/user');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await context.close();
  });
});
