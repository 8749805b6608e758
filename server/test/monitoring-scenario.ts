import { expect } from 'vitest';
import type { ProcurementSearchResponse } from '../../common/api/procurement-search';
import { editEntry, pageXml, readRealPage } from '../../e2e/support/placsp-entries';
import { runCli } from '../harness/server-process';
import { callApi, type Session, signIn, signUp } from './http-client';
import type { MailCatcher } from './mail-catcher';

/**
 * What the fault tests (database restart, several processes) drive through the HTTP API of real
 * server processes: users who follow a tender and save an alert, PLACSP publishing a newer head
 * page, and the checks that every notification and every e-mail exists exactly once.
 */

export const ADMIN = { email: 'admin@licitaciones.test', password: 'admin-fallos-1' };

// The real head page of the 643 feed (3 tenders) and what PLACSP publishes next.
const real = readRealPage('placsp-atom-licitaciones.xml');
const [PENDING, , FIRE_PREVENTION] = real.entries as [string, string, string];
const PENDING_FOLDER = 'S-02027-2026';
export const firstPage = pageXml(real.header, real);

/** Newer versions published minutes ago: the followed tender changes, a matching one is new. */
export function newerPage(): string {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  return pageXml(real.header, {
    entries: [
      editEntry(PENDING, { updated: minutesAgo(10), status: 'ADJ', taxExclusiveAmount: '690000' }),
      editEntry(FIRE_PREVENTION, { number: '29900001', updated: minutesAgo(12) }),
    ],
  });
}

export interface Watcher {
  email: string;
  password: string;
}

/** The admin account, created with the command-line tool (`npm run user:admin`), signed in. */
export async function adminSession(databaseUrl: string, baseUrl: string): Promise<Session> {
  await runCli('create-admin.ts', [ADMIN.email, ADMIN.password], databaseUrl);
  return signIn(baseUrl, ADMIN);
}

/**
 * `count` people sign up, confirm and sign in through the web processes in turn (a session made
 * on one is used on the next), then each follows the pending tender and saves an alert that the
 * newer page's new tender matches. `publicUrl`: the servers' PUBLIC_URL, which e-mailed links name.
 */
export async function watchersSignUp(
  webUrls: string[],
  mail: MailCatcher,
  count: number,
  publicUrl = webUrls[0]!,
): Promise<Watcher[]> {
  const watchers: Watcher[] = [];
  for (let i = 0; i < count; i++) {
    const web = (k: number) => webUrls[(i + k) % webUrls.length]!;
    const watcher = { name: 'Ana Prueba', email: `vigilante-${i}@example.com`, password: 'clave-fallos-1' };
    await signUp(web(0), mail, watcher, publicUrl);
    const session = await signIn(web(1), watcher);
    const found = await callApi<ProcurementSearchResponse>(
      web(2),
      'POST',
      '/v1/procurement/search',
      { searchTerms: PENDING_FOLDER },
      session,
    );
    const pending = found.results.find((r) => r.contract_folder_id === PENDING_FOLDER);
    expect(pending, 'the first sync stored the pending tender').toBeDefined();
    await callApi(web(3), 'POST', `/v1/procurement_projects/${pending!.id}/subscription`, {}, session);
    await callApi(
      web(4),
      'POST',
      '/v1/alerts',
      {
        name: 'Prevención de incendios',
        searchTerms: 'infraestructuras preventivas',
        filters: { sources: ['placsp'] },
      },
      session,
    );
    watchers.push(watcher);
  }
  return watchers;
}

type Query = <R>(text: string, values?: unknown[]) => Promise<R[]>;

/**
 * Every watcher has exactly two notifications: the followed tender's change and the alert's new
 * tender — none missing, none twice.
 */
export async function expectEveryNotificationOnce(query: Query, watchers: Watcher[]) {
  const rows = await query<{ email: string; folder: string; count: number }>(
    `select u.email, p.contract_folder_id as folder, count(*)::int as count
       from notifications n join users u on u.id = n.user_id join projects p on p.id = n.project_id
      group by 1, 2 order by 1, 2`,
  );
  const expected = watchers.flatMap((w) => [
    { email: w.email, folder: 'CON/2026/6', count: 1 },
    { email: w.email, folder: PENDING_FOLDER, count: 1 },
  ]);
  expect(rows).toEqual(
    expected.sort((a, b) => a.email.localeCompare(b.email) || a.folder.localeCompare(b.folder)),
  );
}

/**
 * Once the outbox is delivered, the SMTP receiver got, for every address, exactly as many
 * messages as were written for it (none lost, none twice), and each watcher its digest.
 */
export async function expectEveryMailOnce(query: Query, mail: MailCatcher, watchers: Watcher[]) {
  await expect
    .poll(
      async () =>
        (await query<{ n: number }>(`select count(*)::int as n from mail_outbox where status <> 'sent'`))[0]!
          .n,
      {
        timeout: 60_000,
        interval: 500,
      },
    )
    .toBe(0);
  const written = await query<{ to: string; count: number }>(
    'select to_address as to, count(*)::int as count from mail_outbox group by 1 order by 1',
  );
  const received = new Map<string, number>();
  for (const m of mail.messages) {
    const to = (Array.isArray(m.to) ? m.to : [m.to]).flatMap((a) => a?.value ?? [])[0]?.address ?? '';
    received.set(to, (received.get(to) ?? 0) + 1);
  }
  expect(Object.fromEntries(received)).toEqual(Object.fromEntries(written.map((w) => [w.to, w.count])));
  const digests = await query<{ to: string }>(
    `select to_address as to from mail_outbox where template = 'notifications_digest' order by 1`,
  );
  expect(digests.map((d) => d.to)).toEqual(watchers.map((w) => w.email).sort());
  return { written: written.reduce((n, w) => n + w.count, 0), received: mail.messages.length };
}
