import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartySubscriptionsPage, ProjectSubscriptionsPage } from '../../../../common/api/follows';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { type Method, testHttp } from '../../../test/http';
import { createNotificationRow } from '../../../test/monitoring-factories';
import { createParty, createTender } from '../../../test/tender-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

async function signedInUser(): Promise<{ id: number; headers: AuthHeaders }> {
  const user = await createUser(db());
  return { id: user.id, headers: await signInAs(t.app, user) };
}

const { call } = testHttp(() => t);

const projectUrl = (id: number) => `/v1/procurement_projects/${id}/subscription`;
const partyUrl = (id: number) => `/v1/procurement_party/${id}/subscription`;
const projectList = (headers: AuthHeaders, payload: object) =>
  call('POST', '/v1/procurement_project_subscriptions', headers, payload);
const partyList = (headers: AuthHeaders, payload: object) =>
  call('POST', '/v1/procurement_party_subscriptions', headers, payload);

describe('following a tender', () => {
  it('follows daily by default, and following again answers the same subscription unchanged', async () => {
    const { headers } = await signedInUser();
    const project = await createTender(db());
    const first = await call('POST', projectUrl(project.id), headers, { mailing_frequency: 'weekly' });
    expect(first.statusCode).toBe(200);
    const subscription = first.json().project_subscription;
    expect(subscription).toEqual({
      id: expect.any(Number),
      procurement_project_id: project.id,
      mailing_frequency: 'weekly',
      reminder_at: null,
    });
    // No body at all, as the bell sends it.
    const again = await call('POST', projectUrl(project.id), headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().project_subscription).toEqual(subscription);

    const other = await createTender(db());
    const plain = await call('POST', projectUrl(other.id), headers);
    expect(plain.json().project_subscription.mailing_frequency).toBe('daily');
  });

  it('changes the e-mail frequency, and refuses one that is not daily, weekly or no_email', async () => {
    const { headers } = await signedInUser();
    const project = await createTender(db());
    await call('POST', projectUrl(project.id), headers);
    const changed = await call('PUT', projectUrl(project.id), headers, { mailing_frequency: 'no_email' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().project_subscription.mailing_frequency).toBe('no_email');

    const bad = await call('PUT', projectUrl(project.id), headers, { mailing_frequency: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'body.mailing_frequency', message: expect.any(String) }]);
    const core = await projectList(headers, { mode: 'core', ids: [project.id] });
    expect(core.json().project_subscriptions[0].mailing_frequency).toBe('no_email');
  });

  it('unfollows once; a second unfollow or a change afterwards is a 404', async () => {
    const { headers } = await signedInUser();
    const project = await createTender(db());
    await call('POST', projectUrl(project.id), headers);
    const gone = await call('DELETE', projectUrl(project.id), headers);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    const twice = await call('DELETE', projectUrl(project.id), headers);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('No sigues esta licitación.');
    const put = await call('PUT', projectUrl(project.id), headers, { mailing_frequency: 'weekly' });
    expect(put.statusCode).toBe(404);
    expect((await projectList(headers, { mode: 'core' })).json()).toEqual({ project_subscriptions: [] });
  });

  it('answers 404 for an unknown or withdrawn tender and 400 for an id that is not a number', async () => {
    const { headers } = await signedInUser();
    const unknown = await call('POST', projectUrl(2_000_000_000), headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No existe la licitación solicitada.');
    const withdrawn = await createTender(db(), { deletedAt: new Date() });
    expect((await call('POST', projectUrl(withdrawn.id), headers)).statusCode).toBe(404);
    expect((await call('POST', projectUrl(Number.NaN), headers)).statusCode).toBe(400);
  });
});

describe('the reminder of a resolved tender', () => {
  async function reminderOf(fields: Parameters<typeof createTender>[1]) {
    const { headers } = await signedInUser();
    const project = await createTender(db(), fields);
    const res = await call('POST', projectUrl(project.id), headers);
    return res.json().project_subscription.reminder_at;
  }

  it('is 6 months before the end: publication date plus the planned period', async () => {
    expect(
      await reminderOf({
        status: 'ADJ',
        publicationDate: '2091-11-16',
        plannedPeriod: 10,
        plannedPeriodUnit: 'ANN',
      }),
    ).toBe('2101-05-16');
    expect(
      await reminderOf({
        status: 'RES',
        publicationDate: '2090-01-10',
        plannedPeriod: 90,
        plannedPeriodUnit: 'DAY',
      }),
    ).toBe('2089-10-10');
  });

  it('counts from the stated start date, or takes the stated end date', async () => {
    const fromStart = {
      status: 'RES',
      publicationDate: '2021-01-01',
      plannedPeriod: 2,
      plannedPeriodUnit: 'MON',
      data: { plannedStartDate: '2090-01-01' },
    };
    expect(await reminderOf(fromStart)).toBe('2089-09-01');
    expect(await reminderOf({ status: 'ANUL', data: { plannedEndDate: '2095-08-31' } })).toBe('2095-02-28');
  });

  it('is not set for unresolved tenders, finished executions or unknown ends', async () => {
    const running = { publicationDate: '2021-11-16', plannedPeriod: 10, plannedPeriodUnit: 'ANN' };
    expect(await reminderOf({ ...running, status: 'PUB' })).toBeNull();
    expect(await reminderOf({ ...running, status: 'ADJ', plannedPeriod: 1 })).toBeNull();
    expect(await reminderOf({ status: 'ADJ', plannedPeriod: null, plannedPeriodUnit: null })).toBeNull();
  });

  it('is stored for the reminders job, at 07:00 Madrid time of that day', async () => {
    const { id, headers } = await signedInUser();
    const project = await createTender(db(), {
      status: 'ADJ',
      publicationDate: '2091-11-16',
      plannedPeriod: 10,
      plannedPeriodUnit: 'ANN',
    });
    await call('POST', projectUrl(project.id), headers);
    const stored = await db().query.projectSubscriptions.findFirst({
      where: (s, { and, eq }) => and(eq(s.userId, id), eq(s.projectId, project.id)),
    });
    expect(stored?.reminderAt?.toISOString()).toBe('2101-05-16T05:00:00.000Z');
    expect(stored?.reminderSentAt).toBeNull();
  });
});

describe('following a company or contracting body', () => {
  it('follows, changes frequency, follows again unchanged, unfollows', async () => {
    const { headers } = await signedInUser();
    const party = await createParty(db());
    const followed = await call('POST', partyUrl(party.id), headers);
    expect(followed.statusCode).toBe(200);
    const subscription = followed.json().party_subscription;
    expect(subscription).toEqual({
      id: expect.any(Number),
      procurement_party_id: party.id,
      mailing_frequency: 'daily',
    });
    const put = await call('PUT', partyUrl(party.id), headers, { mailing_frequency: 'weekly' });
    expect(put.json().party_subscription).toEqual({ ...subscription, mailing_frequency: 'weekly' });
    const again = await call('POST', partyUrl(party.id), headers, { mailing_frequency: 'daily' });
    expect(again.json().party_subscription).toEqual({ ...subscription, mailing_frequency: 'weekly' });
    expect((await call('DELETE', partyUrl(party.id), headers)).statusCode).toBe(204);
    const twice = await call('DELETE', partyUrl(party.id), headers);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('No sigues esta empresa u organismo.');
  });

  it('answers 404 for an unknown party', async () => {
    const { headers } = await signedInUser();
    const res = await call('POST', partyUrl(2_000_000_000), headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe la empresa u organismo solicitado.');
  });
});

describe('which of these does the user follow (mode core)', () => {
  it('answers only the followed ones among the ids asked', async () => {
    const { headers } = await signedInUser();
    const [a, b, c] = [await createTender(db()), await createTender(db()), await createTender(db())];
    await call('POST', projectUrl(a.id), headers);
    await call('POST', projectUrl(b.id), headers, { mailing_frequency: 'weekly' });
    const res = await projectList(headers, { mode: 'core', ids: [a.id, c.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      project_subscriptions: [
        {
          id: expect.any(Number),
          procurement_project_id: a.id,
          mailing_frequency: 'daily',
          reminder_at: null,
        },
      ],
    });
    const all = await projectList(headers, { mode: 'core' });
    expect(
      all
        .json()
        .project_subscriptions.map((s: { procurement_project_id: number }) => s.procurement_project_id),
    ).toEqual([a.id, b.id]);

    const [p, q] = [await createParty(db()), await createParty(db())];
    await call('POST', partyUrl(q.id), headers);
    const parties = await partyList(headers, { mode: 'core', ids: [p.id, q.id] });
    expect(parties.json()).toEqual({
      party_subscriptions: [
        { id: expect.any(Number), procurement_party_id: q.id, mailing_frequency: 'daily' },
      ],
    });
  });

  it('refuses a bad mode or bad ids with a 400', async () => {
    const { headers } = await signedInUser();
    const badMode = await projectList(headers, { mode: 'all', ids: [1] });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().message).toContain('Modo no válido');
    expect((await projectList(headers, { mode: 'core', ids: ['x'] })).statusCode).toBe(400);
    expect((await partyList(headers, { mode: 'core', ids: [0] })).statusCode).toBe(400);
  });
});

describe('the follow tables', () => {
  it("lists followed tenders, latest first, with each one's notification count and last date", async () => {
    const user = await signedInUser();
    const someoneElse = await signedInUser();
    const body = await createParty(db(), { name: 'Ayuntamiento de Lena' });
    const older = await createTender(db(), {
      title: 'Limpieza viaria',
      contractingPartyId: body.id,
      contractingPartyName: body.name,
      estimatedAmount: '1000.50',
    });
    const newer = await createTender(db(), { title: 'Alumbrado público' });
    await call('POST', projectUrl(older.id), user.headers, { mailing_frequency: 'weekly' });
    await call('POST', projectUrl(newer.id), user.headers);
    await createNotificationRow(db(), user.id, {
      projectId: older.id,
      date: new Date('2026-03-01T10:00:00Z'),
    });
    await createNotificationRow(db(), user.id, {
      projectId: older.id,
      date: new Date('2026-04-02T08:30:00Z'),
    });
    // Another user's notification about the same tender is not this user's.
    await createNotificationRow(db(), someoneElse.id, {
      projectId: older.id,
      date: new Date('2026-05-01T00:00:00Z'),
    });

    const res = await projectList(user.headers, {});
    expect(res.statusCode).toBe(200);
    const page: ProjectSubscriptionsPage = res.json();
    expect(page.metadata).toEqual({ total_results: 2, total_pages: 1, current_page: 1 });
    expect(page.results.map((r) => r.project.title)).toEqual(['Alumbrado público', 'Limpieza viaria']);
    expect(page.results[0]).toMatchObject({ total_notifications: 0, last_notification_date: null });
    expect(page.results[1]).toMatchObject({
      mailing_frequency: 'weekly',
      total_notifications: 2,
      last_notification_date: '2026-04-02T08:30:00.000Z',
      project: {
        id: older.id,
        contracting_party: { id: body.id, name: 'Ayuntamiento de Lena' },
        estimated_overall_contract_amount: '1000.50',
        status: 'PUB',
      },
    });
  });

  it('pages the tenders 25 at a time', async () => {
    const { headers } = await signedInUser();
    for (let i = 0; i < 26; i++) {
      const project = await createTender(db(), { title: `Licitación ${i}` });
      await call('POST', projectUrl(project.id), headers);
    }
    const second: ProjectSubscriptionsPage = (await projectList(headers, { page: 2 })).json();
    expect(second.metadata).toEqual({ total_results: 26, total_pages: 2, current_page: 2 });
    expect(second.results.map((r) => r.project.title)).toEqual(['Licitación 0']);
    const first: ProjectSubscriptionsPage = (await projectList(headers, { page: 1 })).json();
    expect(first.results).toHaveLength(25);
    expect(first.results[0]?.project.title).toBe('Licitación 25');
  });

  it('lists followed parties with their tax id, counts and notifications', async () => {
    const user = await signedInUser();
    const company = await createParty(db(), { name: 'Construcciones Pérez S.L.', partyId: 'B11111111' });
    const body = await createParty(db(), { name: 'Consejería de Sanidad', partyId: 'S3333001J' });
    await createTender(db(), { contractingPartyId: body.id, contractingPartyName: body.name });
    await call('POST', partyUrl(company.id), user.headers);
    await call('POST', partyUrl(body.id), user.headers, { mailing_frequency: 'no_email' });
    await createNotificationRow(db(), user.id, {
      partyId: body.id,
      date: new Date('2026-06-15T12:00:00Z'),
    });

    const page: PartySubscriptionsPage = (await partyList(user.headers, {})).json();
    expect(page.metadata).toEqual({ total_results: 2, total_pages: 1, current_page: 1 });
    expect(page.results).toEqual([
      {
        id: expect.any(Number),
        party: {
          id: body.id,
          name: 'Consejería de Sanidad',
          party_id: 'S3333001J',
          procurement_projects_count: 1,
          tender_results_count: 0,
        },
        mailing_frequency: 'no_email',
        total_notifications: 1,
        last_notification_date: '2026-06-15T12:00:00.000Z',
      },
      {
        id: expect.any(Number),
        party: {
          id: company.id,
          name: 'Construcciones Pérez S.L.',
          party_id: 'B11111111',
          procurement_projects_count: 0,
          tender_results_count: 0,
        },
        mailing_frequency: 'daily',
        total_notifications: 0,
        last_notification_date: null,
      },
    ]);
  });
});

describe("another user's follows", () => {
  it('are invisible and untouchable; each user follows on their own', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const project = await createTender(db());
    const party = await createParty(db());
    await call('POST', projectUrl(project.id), owner.headers, { mailing_frequency: 'weekly' });
    await call('POST', partyUrl(party.id), owner.headers, { mailing_frequency: 'weekly' });

    for (const url of [projectUrl(project.id), partyUrl(party.id)]) {
      expect((await call('PUT', url, other.headers, { mailing_frequency: 'no_email' })).statusCode).toBe(404);
      expect((await call('DELETE', url, other.headers)).statusCode).toBe(404);
    }
    expect((await projectList(other.headers, { mode: 'core', ids: [project.id] })).json()).toEqual({
      project_subscriptions: [],
    });
    expect((await partyList(other.headers, { mode: 'core', ids: [party.id] })).json()).toEqual({
      party_subscriptions: [],
    });
    expect((await projectList(other.headers, {})).json().metadata.total_results).toBe(0);
    expect((await partyList(other.headers, {})).json().metadata.total_results).toBe(0);

    // The other user's own follow of the same tender is a separate subscription.
    const own = await call('POST', projectUrl(project.id), other.headers);
    expect(own.json().project_subscription.mailing_frequency).toBe('daily');
    await call('DELETE', projectUrl(project.id), other.headers);

    const ownerCore = await projectList(owner.headers, { mode: 'core', ids: [project.id] });
    expect(ownerCore.json().project_subscriptions[0].mailing_frequency).toBe('weekly');
    const ownerParties = await partyList(owner.headers, { mode: 'core' });
    expect(ownerParties.json().party_subscriptions[0].mailing_frequency).toBe('weekly');
  });

  it('every call needs a session (401) and a trial or subscription (403)', async () => {
    const project = await createTender(db());
    const party = await createParty(db());
    const expired = await createUser(db(), { trialEndsAt: new Date(Date.now() - 1000) });
    const expiredHeaders = await signInAs(t.app, expired);
    const calls: [Method, string, object?][] = [
      ['POST', projectUrl(project.id)],
      ['PUT', projectUrl(project.id), { mailing_frequency: 'weekly' }],
      ['DELETE', projectUrl(project.id)],
      ['POST', partyUrl(party.id)],
      ['PUT', partyUrl(party.id), { mailing_frequency: 'weekly' }],
      ['DELETE', partyUrl(party.id)],
      ['POST', '/v1/procurement_project_subscriptions', {}],
      ['POST', '/v1/procurement_party_subscriptions', { mode: 'core', ids: [party.id] }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, expiredHeaders, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
