import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { mailDigestDailyJob } from '../../../jobs/definitions/mail-digest-daily';
import { mailSendJob } from '../../../jobs/definitions/mail-send';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { type MailCatcher, startMailCatcher } from '../../../test/mail-catcher';
import { createNotificationRow } from '../../../test/monitoring-factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
let mail: MailCatcher;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const db = () => t.database.db;
const { call, newUser } = testHttp(() => t);
const PUBLIC = 'http://licitaciones.test';
const jobContext = () => ({ db: db(), config: t.config, log });
const runDaily = () => mailDigestDailyJob.handler({}, jobContext());
const deliver = () => mailSendJob.handler({}, jobContext());

/** A user with one daily notification waiting for the digest. */
async function userWithPendingNotification() {
  const user = await newUser();
  const tender = await createTender(db(), { title: 'Obras del puerto' });
  await createNotificationRow(db(), user.id, { projectId: tender.id, dedupeKey: `new:${tender.id}` });
  return user;
}

/** The digest's one-click link, as the SMTP receiver got it in the List-Unsubscribe header. */
async function receivedUnsubscribeLink(email: string) {
  await runDaily();
  await deliver();
  const received = await mail.next(email);
  // As sent: a long header is folded onto a second line (RFC 5322), unfolded here.
  const header = (key: string) =>
    received.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s+/g, ' ');
  const url = /^List-Unsubscribe: ?<([^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
  expect(url).toMatch(new RegExp(`^${PUBLIC}/v1/mail/unsubscribe\\?token=\\d+\\.[\\w-]{43}$`));
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // The same link ends the message, visible to the reader.
  expect(received.text?.trimEnd().endsWith(`Date de baja aquí: ${url}`)).toBe(true);
  expect(received.html).toContain(`href="${url}"`);
  return url!;
}

/** A one-click POST as a mail provider sends it (RFC 8058): the fixed form body, no session. */
const oneClick = (path: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('one-click unsubscribe', () => {
  it('carries the signed link in the digest received by SMTP; its POST turns the digests off until undone', async () => {
    const user = await userWithPendingNotification();
    const url = await receivedUnsubscribeLink(user.user.email);
    const path = url.slice(PUBLIC.length);
    // Delivered: the headers went with the bodies (the link is a credential).
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.user.email));
    expect(row).toMatchObject({ status: 'sent', headers: null, html: null, text: null });

    const off = await oneClick(path);
    expect(off.statusCode).toBe(200);
    // Whoever holds the link learns nothing of the account: the answer has no address.
    expect(off.json()).toEqual({
      receive_digests: false,
      message:
        'Ya no recibirás resúmenes por correo. Tus alertas y seguimientos siguen activos y sus avisos llegan a tu buzón de notificaciones.',
    });
    expect(off.body).not.toContain(user.user.email);
    expect((await call('GET', '/v1/user', user.headers)).json().receive_digests).toBe(false);

    // A new notification: no digest is written for this user while they are off.
    const later = await createTender(db(), { title: 'Pavimentación' });
    await createNotificationRow(db(), user.id, { projectId: later.id, dedupeKey: `new:${later.id}` });
    await runDaily();
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.user.email)),
    ).toHaveLength(1);

    const undo = await call('DELETE', path, null);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({
      receive_digests: true,
      message: 'Volverás a recibir los resúmenes por correo.',
    });
    await runDaily();
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.user.email)),
    ).toHaveLength(2);
  });

  it('a multipart one-click POST works too, and a GET leads to the page that confirms and offers to undo', async () => {
    const user = await userWithPendingNotification();
    const url = await receivedUnsubscribeLink(user.user.email);
    const path = url.slice(PUBLIC.length);
    const page = await call('GET', path, null);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/baja?token=${new URL(url).searchParams.get('token')}`);
    // The GET alone changes nothing: mail scanners open links.
    expect((await call('GET', '/v1/user', user.headers)).json().receive_digests).toBe(true);
    // Nor does the page's check of the link on arrival.
    const check = await call('GET', path.replace('/unsubscribe?', '/unsubscribe/check?'), null);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ receive_digests: true });
    expect((await call('GET', '/v1/user', user.headers)).json().receive_digests).toBe(true);

    const boundary = 'x-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await call('GET', '/v1/user', user.headers)).json().receive_digests).toBe(false);
  });

  it("refuses a token moved to another user's id, a forged or missing one (404/400), changing nothing", async () => {
    const a = await userWithPendingNotification();
    const b = await newUser();
    const token = new URL(await receivedUnsubscribeLink(a.user.email)).searchParams.get('token')!;
    const signature = token.split('.')[1];
    for (const forged of [
      `${b.id}.${signature}`,
      `${a.id}.${'A'.repeat(43)}`,
      'nada',
      `99999999999.${signature}`,
    ]) {
      const res = await oneClick(`/v1/mail/unsubscribe?token=${forged}`);
      expect(res.statusCode, forged).toBe(404);
      expect(res.json().message).toBe('El enlace para darse de baja no es válido.');
      expect((await call('DELETE', `/v1/mail/unsubscribe?token=${forged}`, null)).statusCode).toBe(404);
      const check = await call('GET', `/v1/mail/unsubscribe/check?token=${forged}`, null);
      expect(check.statusCode, forged).toBe(404);
      expect(check.json().message).toBe('El enlace para darse de baja no es válido.');
    }
    expect((await oneClick('/v1/mail/unsubscribe')).statusCode).toBe(400);
    expect((await call('GET', '/v1/mail/unsubscribe/check', null)).statusCode).toBe(400);
    expect((await call('GET', '/v1/user', a.headers)).json().receive_digests).toBe(true);
    expect((await call('GET', '/v1/user', b.headers)).json().receive_digests).toBe(true);
  });
});

describe("the account's switch 'Recibir resúmenes por correo'", () => {
  it('turns the own digests off and on', async () => {
    const user = await newUser();
    expect((await call('PUT', '/v1/user/digests', null, { receive_digests: false })).statusCode).toBe(401);
    const off = await call('PUT', '/v1/user/digests', user.headers, { receive_digests: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: user.id, receive_digests: false });
    const on = await call('PUT', '/v1/user/digests', user.headers, { receive_digests: true });
    expect(on.json().receive_digests).toBe(true);
    expect((await call('PUT', '/v1/user/digests', user.headers, { receive_digests: 'no' })).statusCode).toBe(
      400,
    );
  });
});
