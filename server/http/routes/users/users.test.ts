import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../common/api/admin-users';
import { adminAuditLog } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import {
  createAlertRow,
  createNotificationRow,
  createPartyFollowRow,
  createTenderFollowRow,
} from '../../../test/monitoring-factories';
import { createParty, createTender } from '../../../test/tender-factories';

let t: TestApp;
let admin: AuthHeaders;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { role: 'admin' });
  adminId = user.id;
  admin = await signInAs(t.app, user);
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, headers: AuthHeaders = admin) => t.app.inject({ method: 'GET', url, headers });
/** A word only this test's users carry in their name, so the shared table can be narrowed to them. */
const tag = () => `Prueba${randomBytes(4).toString('hex')}`;

async function listNames(query: string): Promise<string[]> {
  const res = await get(`/v1/users?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().users.map((u: AdminUser) => u.name);
}

describe('GET /v1/users', () => {
  it('sorts by the per-user figures computed in SQL and presents them with the subscription', async () => {
    const word = tag();
    const busy = await createUser(db(), { name: `${word} Ana` });
    const idle = await createUser(db(), { name: `${word} Bea` });
    const some = await createUser(db(), { name: `${word} Carmen` });
    const [a1, a2] = [await createAlertRow(db(), busy.id), await createAlertRow(db(), busy.id)];
    await createAlertRow(db(), some.id);
    const project = await createTender(db());
    const march = (day: number) => new Date(`2026-03-0${day}T10:00:00Z`);
    await createNotificationRow(db(), busy.id, { projectId: project.id, alertIds: [a1.id], date: march(1) });
    await createNotificationRow(db(), busy.id, {
      projectId: project.id,
      alertIds: [a2.id],
      processed: true,
      date: march(2),
    });
    await createNotificationRow(db(), busy.id, {
      projectId: project.id,
      date: march(4),
    });
    await createNotificationRow(db(), some.id, {
      projectId: project.id,
      date: new Date('2026-01-01T00:00:00Z'),
    });
    await createTenderFollowRow(db(), busy.id, project.id);
    await createPartyFollowRow(db(), some.id, (await createParty(db())).id);
    await createSubscriptionRow(db(), some.id, { quantity: 3, billingFrequency: 'yearly' });

    const filter = `filter_by=name&filter_value=${word}`;
    expect(await listNames(`${filter}&sort_by=total_alerts&sort_order=desc`)).toEqual([
      `${word} Ana`,
      `${word} Carmen`,
      `${word} Bea`,
    ]);
    expect(await listNames(`${filter}&sort_by=total_notifications&sort_order=asc`)).toEqual([
      `${word} Bea`,
      `${word} Carmen`,
      `${word} Ana`,
    ]);
    expect(await listNames(`${filter}&sort_by=unprocessed_notifications&sort_order=desc`)).toEqual([
      `${word} Ana`,
      `${word} Carmen`,
      `${word} Bea`,
    ]);
    expect(await listNames(`${filter}&sort_by=name&sort_order=desc`)).toEqual([
      `${word} Carmen`,
      `${word} Bea`,
      `${word} Ana`,
    ]);

    const { users, metadata } = (await get(`/v1/users?${filter}&sort_by=id&sort_order=asc`)).json();
    expect(metadata).toMatchObject({ total_results: 3, total_pages: 1, current_page: 1 });
    expect(users[0]).toMatchObject({
      id: busy.id,
      email: busy.email,
      total_alerts: 2,
      unprocessed_notifications: 2,
      total_notifications: 3,
      last_notification_date: '2026-03-04T10:00:00.000Z',
      total_project_subscriptions: 1,
      total_party_subscriptions: 0,
      subscription: { status: 'trial', trial_days_remaining: 15 },
    });
    expect(users[1]).toMatchObject({ id: idle.id, total_alerts: 0, last_notification_date: null });
    expect(users[2]).toMatchObject({
      id: some.id,
      total_party_subscriptions: 1,
      subscription: {
        status: 'active',
        quantity: 3,
        used: 1,
        owner: true,
        owner_email: some.email,
        billing_frequency: 'yearly',
      },
    });
  });

  it('puts users who never signed in last, whichever way last sign-in is sorted', async () => {
    const word = tag();
    await createUser(db(), { name: `${word} Nunca` });
    await createUser(db(), { name: `${word} Enero`, lastSignInAt: new Date('2026-01-10T09:00:00Z') });
    await createUser(db(), { name: `${word} Marzo`, lastSignInAt: new Date('2026-03-10T09:00:00Z') });
    const filter = `filter_by=name&filter_value=${word}&sort_by=last_sign_in_at`;
    expect(await listNames(`${filter}&sort_order=desc`)).toEqual([
      `${word} Marzo`,
      `${word} Enero`,
      `${word} Nunca`,
    ]);
    expect(await listNames(`${filter}&sort_order=asc`)).toEqual([
      `${word} Enero`,
      `${word} Marzo`,
      `${word} Nunca`,
    ]);
  });

  it('filters by e-mail or by name ignoring accents and case, and pages 25 at a time', async () => {
    const word = tag();
    const found = await createUser(db(), {
      name: `${word} José Pérez`,
      email: `${word.toLowerCase()}@empresa.es`,
    });
    expect(await listNames(`filter_by=email&filter_value=${word.toUpperCase()}@EMPRESA`)).toEqual([
      found.name,
    ]);
    expect(await listNames(`filter_by=name&filter_value=${word} jose perez`)).toEqual([found.name]);
    expect(await listNames(`filter_by=email&filter_value=${word} José`)).toEqual([]);

    for (let i = 0; i < 25; i++) await createUser(db(), { name: `${word} ${String(i).padStart(2, '0')}` });
    const page2 = (
      await get(`/v1/users?filter_by=name&filter_value=${word}&sort_by=name&sort_order=asc&page=2`)
    ).json();
    expect(page2.metadata).toMatchObject({ total_results: 26, total_pages: 2, current_page: 2 });
    expect(page2.users.map((u: AdminUser) => u.name)).toEqual([found.name]);
  });

  it('counts every account and those registered in the last seven days, whatever the filter', async () => {
    const before = (await get('/v1/users?filter_by=name&filter_value=nadie-se-llama-asi')).json().metadata;
    await createUser(db());
    await createUser(db(), { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    const after = (await get('/v1/users?filter_by=name&filter_value=nadie-se-llama-asi')).json().metadata;
    expect(after).toMatchObject({ total_results: 0, total_pages: 0 });
    expect(after.total_users).toBe(before.total_users + 2);
    expect(after.last_week_registered_users).toBe(before.last_week_registered_users + 1);
  });

  it('answers a bad sort, order or filter with a 400 in Spanish', async () => {
    const cases: [string, string][] = [
      ['sort_by=password_hash', 'Solo se puede ordenar por id, name, email, created_at, active'],
      ['sort_order=up', 'El orden debe ser asc o desc.'],
      ['filter_by=role&filter_value=admin', 'Solo se puede filtrar por name o email.'],
      ['page=0', 'La página empieza en 1.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/v1/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});

describe('GET /v1/users/{id} and POST /v1/users/{id}/activate', () => {
  it('shows one account, reactivates it (sign-in works again) and records who did it', async () => {
    const user = await createUser(db(), { active: false });
    expect((await get(`/v1/users/${user.id}`)).json()).toMatchObject({ id: user.id, active: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: user.email, password: user.password },
    });
    expect(refused.statusCode).toBe(401);

    const res = await t.app.inject({ method: 'POST', url: `/v1/users/${user.id}/activate`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, active: true, total_alerts: 0 });
    await signInAs(t.app, user);

    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, user.id));
    expect(audit).toMatchObject([
      {
        adminId,
        action: 'user.activate',
        targetType: 'user',
        before: { active: false },
        after: { active: true },
      },
    ]);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await get('/v1/users/2000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe el usuario solicitado.');
    const activate = await t.app.inject({
      method: 'POST',
      url: '/v1/users/2000000000/activate',
      headers: admin,
    });
    expect(activate.statusCode).toBe(404);
  });
});

describe('PUT /v1/users/{id}/admin', () => {
  const setAdmin = (id: number, makeAdmin: boolean, headers: AuthHeaders = admin) =>
    t.app.inject({ method: 'PUT', url: `/v1/users/${id}/admin`, headers, payload: { admin: makeAdmin } });

  it('promotes an account (it reaches the admin calls), demotes it again, and audits both', async () => {
    const user = await createUser(db());
    const asUser = await signInAs(t.app, user);
    expect((await get('/v1/users', asUser)).statusCode).toBe(403);

    const promoted = await setAdmin(user.id, true);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: user.id, role: 'admin' });
    expect((await get('/v1/users', asUser)).statusCode).toBe(200);
    // The same answer again changes nothing and records nothing.
    expect((await setAdmin(user.id, true)).json().role).toBe('admin');

    expect((await setAdmin(user.id, false)).json().role).toBe('user');
    expect((await get('/v1/users', asUser)).statusCode).toBe(403);

    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, user.id))
      .orderBy(adminAuditLog.id);
    expect(audit).toMatchObject([
      {
        adminId,
        action: 'user.role',
        targetType: 'user',
        before: { role: 'user' },
        after: { role: 'admin' },
      },
      {
        adminId,
        action: 'user.role',
        targetType: 'user',
        before: { role: 'admin' },
        after: { role: 'user' },
      },
    ]);
  });

  it('refuses an admin removing their own role', async () => {
    const other = await createUser(db(), { role: 'admin' });
    const asOther = await signInAs(t.app, other);
    const self = await setAdmin(other.id, false, asOther);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('No puedes quitarte a ti mismo el rol de administrador.');
    expect((await get(`/v1/users/${other.id}`)).json().role).toBe('admin');
    // Confirming one's own role is no change and is allowed.
    expect((await setAdmin(other.id, true, asOther)).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist and 400 without a boolean', async () => {
    expect((await setAdmin(2_000_000_000, true)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${adminId}/admin`,
      headers: admin,
      payload: { admin: 'sí' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a user's alerts, follows and a follow's notifications", () => {
  it('lists what the user in the path has, not what the admin has', async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    await createAlertRow(db(), user.id, { name: 'Obras en Asturias' });
    await createAlertRow(db(), adminId, { name: 'Del administrador' });
    const project = await createTender(db(), { title: 'Suministro de ordenadores' });
    const party = await createParty(db(), { name: 'Construcciones Norte S.L.' });
    const projectFollow = await createTenderFollowRow(db(), user.id, project.id);
    const partyFollow = await createPartyFollowRow(db(), user.id, party.id);
    const otherFollow = await createTenderFollowRow(db(), other.id, project.id);
    const mine = await createNotificationRow(db(), user.id, { projectId: project.id });
    await createNotificationRow(db(), other.id, { projectId: project.id });
    const aboutParty = await createNotificationRow(db(), user.id, { partyId: party.id });

    const alerts = (await get(`/v1/users/${user.id}/alerts`)).json();
    expect(alerts.alerts.map((a: { name: string }) => a.name)).toEqual(['Obras en Asturias']);
    const projects = (await get(`/v1/users/${user.id}/project_subscriptions`)).json();
    expect(projects.results).toMatchObject([
      { id: projectFollow.id, project: { title: 'Suministro de ordenadores' }, total_notifications: 1 },
    ]);
    const parties = (await get(`/v1/users/${user.id}/party_subscriptions`)).json();
    expect(parties.results).toMatchObject([{ id: partyFollow.id, total_notifications: 1 }]);

    const projectNotes = await get(
      `/v1/users/${user.id}/project_subscriptions/${projectFollow.id}/notifications`,
    );
    expect(projectNotes.json()).toMatchObject({
      notifications: [{ id: mine.id }],
      metadata: { total_results: 1, total_pages: 1, current_page: 1 },
    });
    const partyNotes = await get(
      `/v1/users/${user.id}/party_subscriptions/${partyFollow.id}/notifications?page=1`,
    );
    expect(partyNotes.json().notifications).toMatchObject([{ id: aboutParty.id }]);

    // Another user's follow of the same tender is not this user's.
    const foreign = await get(`/v1/users/${user.id}/project_subscriptions/${otherFollow.id}/notifications`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('El usuario no tiene ese seguimiento.');
  });

  it("pages the notifications one of the user's alerts produced, and 404s another user's alert", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const alert = await createAlertRow(db(), user.id, { name: 'Suministros sanitarios' });
    const sibling = await createAlertRow(db(), user.id, { name: 'Otra alerta' });
    const othersAlert = await createAlertRow(db(), other.id);
    const project = await createTender(db(), { title: 'Suministro de guantes' });
    const older = await createNotificationRow(db(), user.id, {
      projectId: project.id,
      alertIds: [alert.id],
      date: new Date('2026-01-10T09:00:00Z'),
    });
    const newer = await createNotificationRow(db(), user.id, {
      projectId: project.id,
      alertIds: [alert.id, sibling.id],
      date: new Date('2026-02-10T09:00:00Z'),
    });
    await createNotificationRow(db(), user.id, { projectId: project.id, alertIds: [sibling.id] });

    const res = await get(`/v1/users/${user.id}/alerts/${alert.id}/notifications?page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notifications: [
        { id: newer.id, project: { title: 'Suministro de guantes' } },
        { id: older.id, alerts: [{ id: alert.id, name: 'Suministros sanitarios' }] },
      ],
      metadata: { total_results: 2, total_pages: 1, current_page: 1 },
    });

    const foreign = await get(`/v1/users/${user.id}/alerts/${othersAlert.id}/notifications`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No existe la alerta solicitada.');
    const badPage = await get(`/v1/users/${user.id}/alerts/${alert.id}/notifications?page=0`);
    expect(badPage.statusCode).toBe(400);
  });
});
