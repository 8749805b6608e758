import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../../../common/api/api-keys';
import { madridToday, toCalendarDate } from '../../../../common/calendar';
import { queryRows } from '../../../db/rows';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';

let t: TestApp;
const KEYS = '/v1/api_keys';

beforeAll(async () => {
  t = await createTestApp({ API_KEY_CALLS_PER_MINUTE: '5' });
});
afterAll(() => t.close());

async function newKey(headers: AuthHeaders, body: object = {}): Promise<CreatedApiKey> {
  const res = await t.app.inject({
    method: 'POST',
    url: KEYS,
    headers,
    payload: { name: 'CRM', scopes: ['read'], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, extra: object = {}) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...extra });

const signedInUser = async (fields = {}) => {
  const user = await createUser(t.database.db, fields);
  return { user, headers: await signInAs(t.app, user) };
};

describe('API keys', () => {
  it('shows a key once, keeps only its hash, and counts its calls until it is revoked', async () => {
    const { headers } = await signedInUser();
    const created = await newKey(headers);
    expect(created.key).toMatch(/^lic_[A-Za-z0-9_-]{40}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [stored] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from api_keys where id = ${created.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(created.key);

    expect((await withKey(created.key, 'GET', '/v1/alerts')).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: KEYS, headers })).json();
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0]).not.toHaveProperty('key');
    expect(listed.keys[0]).toMatchObject({ uses_today: 1, last_used_address: '127.0.0.1' });

    const revoked = await t.app.inject({ method: 'DELETE', url: `${KEYS}/${created.id}`, headers });
    expect(revoked.statusCode).toBe(204);
    const after = await withKey(created.key, 'GET', '/v1/alerts');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(
      'La clave de API no es válida, ha caducado o se ha revocado: crea otra en tu cuenta, en «Acceso por API».',
    );
  });

  it('serves what the scopes allow, and never the account, billing or admin operations', async () => {
    const { headers } = await signedInUser({ role: 'admin' });
    const read = await newKey(headers);
    const follows = await newKey(headers, { name: 'Seguimientos', scopes: ['read', 'write:follows'] });
    const search = await withKey(read.key, 'POST', '/v1/procurement/search', {
      payload: { searchTerms: 'obras' },
    });
    expect(search.statusCode, search.body).toBe(200);

    const follow = (key: string) =>
      withKey(key, 'POST', '/v1/procurement_party/1/subscription', { payload: {} });
    const refused = await follow(read.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Esta clave de API no tiene el ámbito write:follows, que esta operación necesita.',
    );
    expect((await follow(follows.key)).statusCode).not.toBe(403);

    for (const [method, url] of [
      ['GET', '/v1/user'],
      ['GET', '/v1/api_keys'],
      ['GET', '/v1/admin/jobs'],
    ] as const) {
      const res = await withKey(follows.key, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(
        'Esta operación no admite claves de API: hazla desde la aplicación con tu sesión.',
      );
    }
  });

  it('works through its last Madrid day, not after, and only from the addresses it allows', async () => {
    const { headers } = await signedInUser();
    const today = madridToday();
    const lastDayToday = await newKey(headers, { expires_at: today });
    const yesterday = toCalendarDate(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
    const endedYesterday = await newKey(headers, { expires_at: yesterday });
    expect((await withKey(lastDayToday.key, 'GET', '/v1/alerts')).statusCode).toBe(200);
    expect((await withKey(endedYesterday.key, 'GET', '/v1/alerts')).statusCode).toBe(401);

    const office = await newKey(headers, { allowed_addresses: ['203.0.113.0/24', '2001:db8::1'] });
    const from = (remoteAddress: string) => withKey(office.key, 'GET', '/v1/alerts', { remoteAddress });
    expect((await from('203.0.113.9')).statusCode).toBe(200);
    expect((await from('2001:db8::1')).statusCode).toBe(200);
    const elsewhere = await from('198.51.100.4');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(
      'Esta clave de API no admite llamadas desde la dirección 198.51.100.4.',
    );
  });

  it('answers 429 with Retry-After past its calls per minute, other keys unaffected', async () => {
    const { headers } = await signedInUser();
    const busy = await newKey(headers);
    const calm = await newKey(headers);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => withKey(busy.key, 'GET', '/v1/alerts')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(calm.key, 'GET', '/v1/alerts')).statusCode).toBe(200);
  });

  it('holds 20 active keys per user under parallel calls, and refuses bad input in Spanish', async () => {
    const { headers } = await signedInUser();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.app.inject({ method: 'POST', url: KEYS, headers, payload: { name: `k${i}`, scopes: ['read'] } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().message).toBe(
      'Ya tienes 20 claves activas, el máximo: revoca alguna para crear otra.',
    );

    const bad = await t.app.inject({
      method: 'POST',
      url: KEYS,
      headers,
      payload: { name: '', scopes: ['write:alerts'], allowed_addresses: ['300.1.1.1'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Pon un nombre a la clave');
    expect(bad.json().message).toContain('Toda clave lleva el ámbito read');
    expect(bad.json().message).toContain('Dirección no válida');
  });

  it("lets a licence owner see and revoke a member's keys, not the other way round", async () => {
    const owner = await signedInUser({ name: 'Ana García' });
    const member = await signedInUser({ name: 'Luis Romero' });
    await createSubscriptionRow(t.database.db, owner.user.id, { quantity: 2, memberIds: [member.user.id] });
    const ownKey = await newKey(owner.headers, { name: 'Mía' });
    const memberKey = await newKey(member.headers, { name: 'De Luis' });
    const seenBy = async (headers: AuthHeaders) =>
      (await t.app.inject({ method: 'GET', url: KEYS, headers }))
        .json()
        .keys.map((k: { name: string }) => k.name);
    expect((await seenBy(owner.headers)).sort()).toEqual(['De Luis', 'Mía']);
    expect(await seenBy(member.headers)).toEqual(['De Luis']);

    const memberTries = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}/${ownKey.id}`,
      headers: member.headers,
    });
    expect(memberTries.statusCode).toBe(404);
    const ownerRevokes = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}/${memberKey.id}`,
      headers: owner.headers,
    });
    expect(ownerRevokes.statusCode).toBe(204);
    expect((await withKey(memberKey.key, 'GET', '/v1/alerts')).statusCode).toBe(401);
  });

  it('rotates a key: the new one works with the same scopes, the old one no longer', async () => {
    const { headers } = await signedInUser();
    const old = await newKey(headers, { name: 'ERP', scopes: ['read', 'write:pipeline'] });
    const res = await t.app.inject({ method: 'POST', url: `${KEYS}/${old.id}/rotate`, headers });
    expect(res.statusCode, res.body).toBe(201);
    const rotated: CreatedApiKey = res.json();
    expect(rotated).toMatchObject({ name: 'ERP', scopes: ['read', 'write:pipeline'] });
    expect(rotated.key).not.toBe(old.key);
    expect((await withKey(old.key, 'GET', '/v1/alerts')).statusCode).toBe(401);
    expect((await withKey(rotated.key, 'GET', '/v1/alerts')).statusCode).toBe(200);
  });

  it('stops serving tenders once the trial or the licence ends, and says why: 403', async () => {
    const { headers } = await signedInUser({ trialEndsAt: new Date(Date.now() - 86_400_000) });
    const key = await newKey(headers);
    const res = await withKey(key.key, 'GET', '/v1/alerts');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'subscription_required',
      message:
        'Tu licencia o tu prueba ha terminado: las claves de API no dan acceso a licitaciones, alertas ni bandeja hasta que la licencia vuelva a estar activa (Cuenta › Suscripción).',
    });

    const licensed = await signedInUser({ trialEndsAt: new Date(Date.now() - 86_400_000) });
    const licence = await createSubscriptionRow(t.database.db, licensed.user.id);
    const licensedKey = await newKey(licensed.headers);
    expect((await withKey(licensedKey.key, 'GET', '/v1/alerts')).statusCode).toBe(200);
    await t.database.db.execute(sql`update subscriptions set status = 'canceled' where id = ${licence.id}`);
    const lapsed = await withKey(licensedKey.key, 'GET', '/v1/alerts');
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toContain('Tu licencia o tu prueba ha terminado');
  });
});
