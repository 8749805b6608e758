import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../db/schema';
import { parseDeadline } from '../../../ingest/placsp/dates';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { readIcs } from '../../../test/ics-reader';
import { createTenderFollowRow } from '../../../test/monitoring-factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const { call, newUser } = testHttp(() => t);
const PUBLIC = 'http://licitaciones.test';
/** The path of a calendar address, to call it on the in-process app. */
const pathOf = (url: string) => url.slice(PUBLIC.length);

async function calendarUrlOf(headers: Parameters<typeof call>[2]): Promise<string> {
  const res = await call('GET', '/v1/user/calendar', headers);
  expect(res.statusCode).toBe(200);
  return res.json().url;
}

/** A follower of an open tender with a deadline and of an awarded contract with its renewal reminder. */
async function followerWithEvents() {
  const user = await newUser();
  const open = await createTender(db(), {
    title: 'Limpieza de colegios',
    contractingPartyName: 'Ayuntamiento de Gijón',
    submissionDeadline: new Date('2099-03-02T13:00:00Z'),
  });
  const awarded = await createTender(db(), {
    title: 'Mantenimiento de ascensores',
    status: 'ADJ',
    plannedPeriod: 24,
    plannedPeriodUnit: 'MON',
    data: { plannedStartDate: '2029-01-01' },
    executionEnd: '2031-01-01',
    executionEndBasis: 'planned_start_plus_duration',
    extensionText: 'Posibilidad de prórroga por dos anualidades más',
    executionEndWithExtensions: '2033-01-01',
  });
  await createTenderFollowRow(db(), user.id, open.id);
  // The follow clock's reminder: 6 months before the execution ends (2031-01-01), at 07:00 Madrid.
  await createTenderFollowRow(db(), user.id, awarded.id, { reminderAt: new Date('2030-07-01T05:00:00Z') });
  return { user, open, awarded };
}

describe('the private calendar', () => {
  it('needs a session to see or change its address', async () => {
    expect((await call('GET', '/v1/user/calendar', null)).statusCode).toBe(401);
    expect((await call('POST', '/v1/user/calendar/rotate', null)).statusCode).toBe(401);
  });

  it('serves the followed deadlines and renewal reminders, each linking to its tender page', async () => {
    const { user, open, awarded } = await followerWithEvents();
    const url = await calendarUrlOf(user.headers);
    expect(url).toMatch(/^http:\/\/licitaciones\.test\/v1\/calendar\/\d+\.[\w-]{43}\.ics$/);
    expect(await calendarUrlOf(user.headers)).toBe(url);

    const res = await call('GET', pathOf(url), null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = readIcs(res.body);
    expect(calendar.name).toBe('Licitaciones: plazos y renovaciones');
    expect(calendar.events).toEqual([
      {
        uid: `deadline-${open.id}@licitaciones.test`,
        summary: 'Fin de plazo: Limpieza de colegios',
        description: expect.stringContaining('Órgano de contratación: Ayuntamiento de Gijón'),
        url: `${PUBLIC}/licitaciones/detalle/${open.id}`,
        start: '2099-03-02T13:00:00.000Z',
        allDay: false,
      },
      {
        uid: `renewal-${awarded.id}@licitaciones.test`,
        summary: 'Renovación próxima: Mantenimiento de ascensores',
        description: expect.stringContaining('La ejecución del contrato termina el 01/01/2031.'),
        url: `${PUBLIC}/licitaciones/detalle/${awarded.id}`,
        start: '2030-07-01',
        allDay: true,
      },
    ]);
    expect(calendar.events[1]!.description).toContain(
      'Prórroga: Posibilidad de prórroga por dos anualidades más',
    );
    expect(calendar.events[0]!.description).toContain(
      `Fin del plazo de presentación de ofertas: 14:00:00 02/03/2099`,
    );
  });

  it('moves an event, keeping its UID, when the deadline changes', async () => {
    const { user, open } = await followerWithEvents();
    const path = pathOf(await calendarUrlOf(user.headers));
    await db()
      .update(projects)
      .set({ submissionDeadline: new Date('2099-03-09T13:00:00Z') })
      .where(eq(projects.id, open.id));
    const [deadline] = readIcs((await call('GET', path, null)).body).events;
    expect(deadline).toMatchObject({
      uid: `deadline-${open.id}@licitaciones.test`,
      start: '2099-03-09T13:00:00.000Z',
    });
  });

  it('gives a new address on rotation: the old one is gone (404)', async () => {
    const { user } = await followerWithEvents();
    const old = await calendarUrlOf(user.headers);
    const rotated = await call('POST', '/v1/user/calendar/rotate', user.headers);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().url;
    expect(fresh).not.toBe(old);
    expect(await calendarUrlOf(user.headers)).toBe(fresh);
    const gone = await call('GET', pathOf(old), null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No existe este calendario: su dirección ha cambiado o no es válida.');
    expect(readIcs((await call('GET', pathOf(fresh), null)).body).events).toHaveLength(2);
  });

  it("shows a user only their own follows, and a token moved to another user's id is not found", async () => {
    const a = await followerWithEvents();
    const b = await newUser();
    const other = await createTender(db(), { submissionDeadline: new Date('2099-05-01T10:00:00Z') });
    await createTenderFollowRow(db(), b.id, other.id);
    const bUrl = await calendarUrlOf(b.headers);
    const events = readIcs((await call('GET', pathOf(bUrl), null)).body).events;
    expect(events.map((e) => e.uid)).toEqual([`deadline-${other.id}@licitaciones.test`]);

    const bSignature = bUrl.split('.').at(-2)!;
    const aUrl = await calendarUrlOf(a.user.headers);
    for (const path of [
      `/v1/calendar/${a.user.id}.${bSignature}.ics`,
      `/v1/calendar/${b.id}.${aUrl.split('.').at(-2)!}.ics`,
      `/v1/calendar/${a.user.id}.ics`,
      `/v1/calendar/99999999.${bSignature}.ics`,
      '/v1/calendar/zzz.ics',
    ]) {
      expect((await call('GET', path, null)).statusCode, path).toBe(404);
    }
  });
});

/**
 * Deadlines as PLACSP publishes them (EndDate + EndTime, Madrid wall-clock), five years ahead so
 * they stay open: 23:59 on 10 August (summer time, UTC+2) and 14:00 on 15 January (winter, UTC+1).
 */
function publishedDeadlines() {
  const year = new Date().getUTCFullYear() + 5;
  return {
    summer: {
      published: parseDeadline(`${year}-08-10`, '23:59:00')!,
      utc: `${year}-08-10T21:59:00.000Z`,
      ics: `${year}0810T215900Z`,
    },
    winter: {
      published: parseDeadline(`${year}-01-15`, '14:00:00')!,
      utc: `${year}-01-15T13:00:00.000Z`,
      ics: `${year}0115T130000Z`,
    },
  };
}

describe('deadline times in every calendar file', () => {
  it('are the published Madrid times, in summer and in winter, as UTC moments', async () => {
    const user = await newUser();
    const deadlines = publishedDeadlines();
    for (const { published, utc, ics } of Object.values(deadlines)) {
      expect(published).toBe(utc);
      const tender = await createTender(db(), { submissionDeadline: new Date(published) });
      await createTenderFollowRow(db(), user.id, tender.id);
      const file = (await call('GET', `/v1/procurement_projects/${tender.id}/calendar.ics`, user.headers))
        .body;
      expect(file).toContain(`DTSTART:${ics}`);
      expect(readIcs(file).events.map((e) => [e.start, e.allDay])).toEqual([[utc, false]]);
    }
    const feed = (await call('GET', pathOf(await calendarUrlOf(user.headers)), null)).body;
    expect(readIcs(feed).events.map((e) => e.start)).toEqual([deadlines.summer.utc, deadlines.winter.utc]);
  });

  it('leave a whole-day reminder a date, with no time', async () => {
    const { user } = await followerWithEvents();
    const feed = (await call('GET', pathOf(await calendarUrlOf(user.headers)), null)).body;
    expect(feed).toContain('DTSTART;VALUE=DATE:20300701');
    expect(readIcs(feed).events.find((e) => e.allDay)).toMatchObject({ start: '2030-07-01' });
  });
});

describe("a tender's 'Añadir al calendario' file", () => {
  it('is the open deadline as one event, with the same UID as in the private calendar', async () => {
    const { user, open } = await followerWithEvents();
    const res = await call('GET', `/v1/procurement_projects/${open.id}/calendar.ics`, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="licitacion-${open.id}.ics"`);
    expect(readIcs(res.body).events).toEqual([
      expect.objectContaining({
        uid: `deadline-${open.id}@licitaciones.test`,
        start: '2099-03-02T13:00:00.000Z',
        url: `${PUBLIC}/licitaciones/detalle/${open.id}`,
      }),
    ]);
  });

  it('is refused signed out, and not found for a closed, undated or missing tender', async () => {
    const { user, open } = await followerWithEvents();
    expect((await call('GET', `/v1/procurement_projects/${open.id}/calendar.ics`, null)).statusCode).toBe(
      401,
    );
    const closed = await createTender(db(), { submissionDeadline: new Date('2020-01-01T10:00:00Z') });
    const undated = await createTender(db());
    for (const id of [closed.id, undated.id, 2_000_000_000]) {
      const res = await call('GET', `/v1/procurement_projects/${id}/calendar.ics`, user.headers);
      expect(res.statusCode, String(id)).toBe(404);
    }
  });
});
