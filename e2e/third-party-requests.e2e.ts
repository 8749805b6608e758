import { describe, expect, it } from 'vitest';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { apiAs, signedIn } from './support/accounts';
import { baseUrl, browserForFile, sharedServer } from './support/browser';
import { partyIdOf } from './support/party-page';

// No page tells another host who our users are or what they read: every request a page makes goes
// to the app's own origin. The one exception, declared here, is Stripe.js on the subscribe page
// (the card field runs in Stripe's frames).
const browser = browserForFile();

const EXPECTED_ELSEWHERE: { page: string; url: RegExp; why: string }[] = [
  { page: '/subscribe', url: /^https:\/\/(js|m)\.stripe\.com\//, why: 'the card field of Stripe Elements' },
];

describe('requests to other hosts', () => {
  it('are made by no main page (search, tender, company, account, alerts, inbox, admin)', async () => {
    const { admin } = sharedServer();
    const asAdmin = await apiAs(admin);
    const found = await asAdmin<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
      searchTerms: 'CON/2026/6',
    });
    const tenderId = found.results[0]!.id;
    const bodyId = await partyIdOf(admin, 'P3303300B');

    const { context, page } = await signedIn(browser());
    const origin = new URL(baseUrl()).origin;
    let current = '';
    const elsewhere: string[] = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!/^https?:/.test(url) || new URL(url).origin === origin) return;
      if (EXPECTED_ELSEWHERE.some((e) => current.startsWith(e.page) && e.url.test(url))) return;
      elsewhere.push(`${current}: ${url}`);
    });
    const pages = [
      '/licitaciones/buscar',
      `/licitaciones/detalle/${tenderId}`,
      `/licitaciones/empresa/${bodyId}`,
      `/licitaciones/empresa/${bodyId}?tab=analisis`,
      '/user',
      '/licitaciones/alertas',
      '/licitaciones/notificaciones',
      '/admin/users',
      '/admin/sidekiq',
      '/subscribe',
    ];
    for (const path of pages) {
      current = path;
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
