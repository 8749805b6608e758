import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../../../common/api/errors';
import type { FeedbackLinkResult, Notification } from '../../../../common/api/notifications';
import { queryRows } from '../../../db/rows';
import { feedbackUrl, pruneUsedFeedbackLinks } from '../../../domain/feedback/feedback-links';
import { linkSigner } from '../../../domain/private-links/signed-token';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { createAlertRow, createNotificationRow } from '../../../test/monitoring-factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);
const PUBLIC_URL = 'https://licitaciones.example';

/** A user with a notification about a new tender one of their alerts found. */
async function notified() {
  const owner = await newUser();
  const db = t.database.db;
  const alert = await createAlertRow(db, owner.id, { name: 'Limpieza', searchTerms: 'limpieza' });
  const tender = await createTender(db, { title: 'Servicio de limpieza viaria' });
  const notification = await createNotificationRow(db, owner.id, {
    projectId: tender.id,
    alertIds: [alert.id],
    notificationTypes: ['alert'],
  });
  return { owner, alert, tender, notification };
}

const feedbackRows = (userId: number) =>
  queryRows<{ value: string; alert_ids: number[] }>(
    t.database.db,
    sql`select value, alert_ids from tender_feedback where user_id = ${userId}`,
  );

/** The token of a digest's link, as the e-mail carries it. */
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('PUT /v1/notifications/{id}/feedback', () => {
  it("records 'Me interesa', changes it to 'No me interesa' and takes it back with null", async () => {
    const { owner, alert, notification } = await notified();
    const url = `/v1/notifications/${notification.id}/feedback`;

    const up = await call('PUT', url, owner.headers, { value: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    expect((up.json() as Notification).feedback).toBe('up');
    expect(await feedbackRows(owner.id)).toEqual([{ value: 'up', alert_ids: [alert.id] }]);

    const down = await call('PUT', url, owner.headers, { value: 'down' });
    expect((down.json() as Notification).feedback).toBe('down');
    const listed = (await call('GET', '/v1/notifications', owner.headers)).json();
    expect(listed.notifications[0].feedback).toBe('down');

    const cleared = await call('PUT', url, owner.headers, { value: null });
    expect((cleared.json() as Notification).feedback).toBeNull();
    expect(await feedbackRows(owner.id)).toEqual([]);
  });

  it("refuses a bad value with a Spanish 400, another user's notification with a 404, and keeps the verdict", async () => {
    const { owner, notification } = await notified();
    const url = `/v1/notifications/${notification.id}/feedback`;
    await call('PUT', url, owner.headers, { value: 'up' });

    const bad = await call('PUT', url, owner.headers, { value: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorResponse).errors?.[0]?.message).toBe(
      'La valoración debe ser up (Me interesa), down (No me interesa) o null',
    );
    const stranger = await newUser();
    const other = await call('PUT', url, stranger.headers, { value: 'down' });
    expect(other.statusCode).toBe(404);
    expect(await feedbackRows(owner.id)).toEqual([{ value: 'up', alert_ids: expect.any(Array) }]);
    expect(await feedbackRows(stranger.id)).toEqual([]);

    const party = await createNotificationRow(t.database.db, owner.id, { projectId: null });
    const noTender = await call('PUT', `/v1/notifications/${party.id}/feedback`, owner.headers, {
      value: 'up',
    });
    expect(noTender.statusCode).toBe(422);
    expect((noTender.json() as ErrorResponse).message).toBe(
      'Solo se puede valorar una notificación sobre una licitación.',
    );
  });
});

describe('POST /v1/notifications/feedback_link (a digest link, no session)', () => {
  it('records the verdict once; a reused, altered or expired link is refused and changes nothing', async () => {
    const { owner, tender, notification } = await notified();
    const signer = await linkSigner(t.database.db);
    const now = new Date();
    const down = tokenOf(feedbackUrl(signer, PUBLIC_URL, notification.id, 'down', now));
    const post = (token: string) =>
      call('POST', `/v1/notifications/feedback_link?token=${encodeURIComponent(token)}`, null);

    const first = await post(down);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json() as FeedbackLinkResult).toEqual({
      value: 'down',
      project_id: tender.id,
      title: 'Servicio de limpieza viaria',
    });
    expect(await feedbackRows(owner.id)).toEqual([{ value: 'down', alert_ids: expect.any(Array) }]);

    const reused = await post(down);
    expect(reused.statusCode).toBe(409);
    expect((reused.json() as ErrorResponse).message).toMatch(/^Este enlace de valoración ya se ha usado/);

    // The verdict of the link changed by hand: its signature no longer matches.
    const forged = await post(down.replace('.down.', '.up.'));
    expect(forged.statusCode).toBe(404);
    expect((forged.json() as ErrorResponse).message).toBe('El enlace de valoración no es válido.');
    for (const junk of ['', 'x', `${notification.id}.up.1.${'a'.repeat(43)}`])
      expect((await post(junk)).statusCode).toBe(404);

    const old = tokenOf(
      feedbackUrl(signer, PUBLIC_URL, notification.id, 'up', new Date(now.getTime() - 31 * 86_400_000)),
    );
    const expired = await post(old);
    expect(expired.statusCode).toBe(404);
    expect((expired.json() as ErrorResponse).message).toMatch(/^El enlace de valoración ha caducado/);
    expect(await feedbackRows(owner.id)).toEqual([{ value: 'down', alert_ids: expect.any(Array) }]);

    // A used link is remembered until it expires, then forgotten (it is refused as expired anyway).
    const used = () => queryRows(t.database.db, sql`select 1 from used_feedback_links`);
    expect(await used()).toHaveLength(1);
    await pruneUsedFeedbackLinks(t.database.db, new Date(now.getTime() + 31 * 86_400_000));
    expect(await used()).toHaveLength(0);
  });

  it('records two clicks at the same moment once', async () => {
    const { owner, notification } = await notified();
    const signer = await linkSigner(t.database.db);
    const up = tokenOf(feedbackUrl(signer, PUBLIC_URL, notification.id, 'up', new Date()));
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/v1/notifications/feedback_link?token=${up}`, null)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await feedbackRows(owner.id)).toEqual([{ value: 'up', alert_ids: expect.any(Array) }]);
  });
});
