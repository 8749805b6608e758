import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateMinutes } from '../../../../common/format';
import { mailOutbox, rateLimitCounters } from '../../../db/schema';
import { LOCK_OUT_MAILS_PER_DAY } from '../../../domain/accounts/lock-out-notice';
import { createMailTestApp, type MailTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { linkIn } from '../../../test/mail-catcher';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const guess = (email: string, remoteAddress: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    payload: { email, password: `mal-${i}` },
    remoteAddress,
  });
const guesses = (email: string, remoteAddress: string, n = 100) =>
  Promise.all(Array.from({ length: n }, (_, i) => guess(email, remoteAddress, i)));
const lockOutRows = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'lock_out')));
/** The account's 15-minute window ends, as if the guesser waited. */
const endWindow = (email: string) =>
  t.database.db
    .update(rateLimitCounters)
    .set({ resetsAt: new Date(Date.now() - 1000) })
    .where(eq(rateLimitCounters.key, `sign-in:account:${email}`));

describe('the lock-out e-mail', () => {
  it('reaches the owner once after 100 parallel guesses, with the Madrid time, the address and the reset link', async () => {
    const user = await createUser(t.database.db, { name: 'Marta Ruiz' });
    const before = new Date();
    const answers = await guesses(user.email, '203.0.113.45');
    const after = new Date();
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(95);

    const mail = await t.mail.next(user.email);
    expect(mail.subject).toBe('Hemos bloqueado por un tiempo el inicio de sesión en tu cuenta');
    const text = mail.text ?? '';
    expect(text).toContain('Hola Marta Ruiz:');
    const at = new Set([formatDateMinutes(before), formatDateMinutes(after)]);
    expect(
      [...at].some((time) => text.includes(`El ${time} (hora de Madrid) hubo demasiados intentos`)),
    ).toBe(true);
    expect(text).toContain('desde la dirección 203.0.113.45.');
    expect(text).toMatch(/nadie podrá iniciar sesión en ella hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    expect(text).toContain('Si has sido tú, no tienes que hacer nada');
    expect(linkIn(mail, 'http://licitaciones.test/')).toBe('http://licitaciones.test/recover_password');
    expect(mail.html).toContain('href="http://licitaciones.test/recover_password"');

    // Only one was written: the other 94 refused guesses sent nothing.
    expect(await lockOutRows(user.email)).toHaveLength(1);
  });

  it('is never written for an address without an account, whose guesser gets the same answers', async () => {
    const answers = await guesses('nadie-bloqueado@example.com', '203.0.113.46');
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(95);
    expect(new Set(answers.filter((a) => a.statusCode === 429).map((a) => a.json().message)).size).toBe(1);
    expect(await lockOutRows('nadie-bloqueado@example.com')).toHaveLength(0);
  });

  it(`is sent once per lock-out period, and ${LOCK_OUT_MAILS_PER_DAY} times a day at most`, async () => {
    const user = await createUser(t.database.db);
    for (let period = 1; period <= LOCK_OUT_MAILS_PER_DAY + 2; period++) {
      await guesses(user.email, `203.0.113.${50 + period}`, 8);
      await endWindow(user.email);
      expect(await lockOutRows(user.email)).toHaveLength(Math.min(period, LOCK_OUT_MAILS_PER_DAY));
    }
  });
});
