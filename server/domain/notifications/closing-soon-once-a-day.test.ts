import { describe, expect, it } from 'vitest';
import { madridLocalToUtc, madridToday } from '../../../common/calendar';
import { createUser } from '../../test/factories';
import { mailTest } from '../../test/mail-test';
import { createTenderFollowRow } from '../../test/monitoring-factories';
import { createTender } from '../../test/tender-factories';
import { DIGEST_LIST_LIMIT, sendDigests } from './send-digests';

const APP = 'http://licitaciones.test';
const HOUR = 3_600_000;
const t = mailTest({ PUBLIC_URL: APP });

describe("the daily digest's 'Cierran pronto', run again the same day", () => {
  it('mails a user with 150 tenders closing soon once a Madrid day, saying there are 150, however often it runs', async () => {
    const db = t.db;
    // 08:00 in Madrid today: the day's runs follow within hours, never across midnight.
    const morning = new Date(madridLocalToUtc(madridToday(), '08:00')!);
    const user = await createUser(db, { name: 'Marta' });
    for (let n = 0; n < 150; n++) {
      const tender = await createTender(db, {
        title: `Servicio ${n + 1}`,
        submissionDeadline: new Date(morning.getTime() + 24 * HOUR + n * 10 * 60_000),
      });
      await createTenderFollowRow(db, user.id, tender.id);
    }
    const daily = (now: Date) => sendDigests(db, { frequency: 'daily', publicUrl: APP, now });

    const first = await daily(morning);
    expect(first).toMatchObject({ mailed: 1, closingSoon: DIGEST_LIST_LIMIT });
    // An admin's 'Ejecutar' an hour later, then two schedulers at once.
    await daily(new Date(morning.getTime() + HOUR));
    const later = new Date(morning.getTime() + 2 * HOUR);
    const [a, b] = await Promise.all([daily(later), daily(later)]);
    expect([a.mailed, b.mailed]).toEqual([0, 0]);
    await t.deliver();

    const received = t.smtp.messages.filter((m) => m.text?.includes('Marta'));
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe('Tu resumen diario de licitaciones: 150 licitaciones cierran pronto');
    expect(mail.text).toContain('CIERRAN PRONTO (150)');
    expect(mail.text).toContain(
      'Se muestran las 100 de plazo más próximo; 50 licitaciones más cierran también en los próximos 7 días.',
    );
    expect(mail.text).toContain('Servicio 100');
    expect(mail.text).not.toContain('Servicio 101');

    // The next Madrid day the 50 not listed yet are (their deadlines still ahead).
    const nextDay = await daily(new Date(morning.getTime() + 24 * HOUR - 60_000));
    expect(nextDay).toMatchObject({ mailed: 1, closingSoon: 50 });
  });
});
