import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartySearchResponse } from '../common/api/procurement-party';
import type { ProjectDetail } from '../common/api/procurement-project';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, type ApiCall, apiAs, createAccount } from './support/accounts';
import { runJob } from './support/admin-jobs';
import { editEntry, pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { type RunningServer, startServer } from './support/server';

// This file changes what the server holds (new tenders, notifications), so it runs a server of
// its own that reads PLACSP from a loopback feed, instead of the shared one the other files count on.
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

const sync = () => runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });

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
  await sync();
  user = await createAccount('vigilante', server);
  asUser = await apiAs(user, server);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

describe('monitoring: from a newer PLACSP page to the inbox and the daily e-mail', () => {
  it('imports the live feed through the real sync, then newer versions of its entries', async () => {
    expect(feed.requests).toEqual([
      '/sindicacion/sindicacion_643/licitacionesPerfilesContratanteCompleto3.atom',
    ]);
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
    await sync();
    const detail = await asUser<ProjectDetail>('GET', `/v1/procurement_projects/${pending!.id}`);
    expect(detail).toMatchObject({ status: 'ADJ', tax_exclusive_amount: '690000.00' });
    expect(detail.submission_deadline).toBe('2026-07-31T12:00:00.000Z');
    expect(await searchFolder('CON/2026/6')).toHaveLength(2);
  });
});
