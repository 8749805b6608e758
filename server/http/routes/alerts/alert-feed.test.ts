import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../../../common/format';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { createAlertRow, createNotificationRow } from '../../../test/monitoring-factories';
import { createParty, createTender } from '../../../test/tender-factories';

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
const pathOf = (url: string) => url.slice(PUBLIC.length);

const ATOM = 'http://www.w3.org/2005/Atom';
/** An independent reading of the feed: every element as an array, attributes kept. */
function readAtom(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (_name: string, _path: unknown, _leaf: boolean, attribute: boolean) => !attribute,
  });
  const feed = parser.parse(xml).feed[0];
  const text = (node: unknown) => {
    const value = (node as unknown[] | undefined)?.[0];
    return typeof value === 'object' && value !== null
      ? String((value as { '#text': unknown })['#text'])
      : String(value);
  };
  return {
    xmlns: feed['@xmlns'],
    id: text(feed.id),
    title: text(feed.title),
    updated: text(feed.updated),
    author: text(feed.author?.[0]?.name),
    entries: ((feed.entry ?? []) as Record<string, unknown[]>[]).map((entry) => ({
      id: text(entry.id),
      title: text(entry.title),
      updated: text(entry.updated),
      link: (entry.link?.[0] as { '@href'?: string } | undefined)?.['@href'],
      content: text(entry.content),
    })),
  };
}

async function feedUrlOf(headers: Parameters<typeof call>[2], id: number): Promise<string> {
  const res = await call('GET', `/v1/alerts/${id}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().feed_url;
}

describe("an alert's Atom feed", () => {
  it('lists the newest 50 matches as valid Atom entries linking to their tender pages', async () => {
    const user = await newUser();
    const alert = await createAlertRow(db(), user.id, { name: 'Limpieza' });
    const other = await createAlertRow(db(), user.id, { name: 'Otra' });
    const body = await createParty(db(), { name: 'Ayuntamiento de Oviedo', isContractingBody: true });
    const tender = await createTender(db(), {
      title: 'Limpieza de edificios municipales',
      contractingPartyId: body.id,
      contractingPartyName: 'Ayuntamiento de Oviedo',
      totalAmount: '121000.00',
      submissionDeadline: new Date('2030-03-02T13:00:00Z'),
    });
    const older = await createTender(db(), { title: 'Limpieza antigua' });
    for (let day = 1; day <= 51; day++) {
      await createNotificationRow(db(), user.id, {
        projectId: older.id,
        alertIds: [alert.id],
        date: new Date(Date.UTC(2029, 0, day)),
        dedupeKey: `old:${day}`,
      });
    }
    const newest = await createNotificationRow(db(), user.id, {
      projectId: tender.id,
      alertIds: [alert.id],
      date: new Date('2029-06-01T08:00:00Z'),
    });
    await createNotificationRow(db(), user.id, {
      projectId: tender.id,
      alertIds: [other.id],
      dedupeKey: 'other',
    });

    const url = await feedUrlOf(user.headers, alert.id);
    expect(url).toMatch(new RegExp(`^${PUBLIC}/v1/alerts/${alert.id}/feed\\.atom\\?token=[\\w-]{43}$`));
    const res = await call('GET', pathOf(url), null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = readAtom(res.body);
    expect(feed).toMatchObject({
      xmlns: ATOM,
      id: `tag:licitaciones.test,2026:alert-${alert.id}`,
      title: 'Alerta «Limpieza» · Licitaciones',
      updated: '2029-06-01T08:00:00.000Z',
      author: 'Licitaciones',
    });
    expect(feed.entries).toHaveLength(50);
    expect(feed.entries[0]).toEqual({
      id: `tag:licitaciones.test,2026:alert-${alert.id}-notification-${newest.id}`,
      title: 'Limpieza de edificios municipales',
      updated: '2029-06-01T08:00:00.000Z',
      link: `${PUBLIC}/licitaciones/detalle/${tender.id}`,
      content: `<p>Órgano de contratación: Ayuntamiento de Oviedo</p><p>Importe: ${formatAmount('121000.00')}</p><p>Fin de plazo: 14:00:00 02/03/2030</p>`,
    });
    // Newest first: the oldest of the 51 older matches is left out.
    expect(feed.entries.at(-1)!.updated).toBe('2029-01-03T00:00:00.000Z');
    expect(new Set(feed.entries.map((e) => e.id)).size).toBe(50);
  });

  it('gives the address to its owner, in the list and on creation, and a new one on rotation (the old one 404)', async () => {
    const user = await newUser();
    const created = await call('POST', '/v1/alerts', user.headers, {
      name: 'Obras',
      searchTerms: 'obras',
      filters: { sources: ['placsp'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const first = created.json().feed_url;
    expect(first).toContain(`/v1/alerts/${id}/feed.atom?token=`);
    const list = await call('GET', '/v1/alerts', user.headers);
    expect(list.json().alerts.map((a: { feed_url: string }) => a.feed_url)).toEqual([first]);
    expect((await call('GET', pathOf(first), null)).statusCode).toBe(200);

    const rotated = await call('POST', `/v1/alerts/${id}/feed/rotate`, user.headers);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().feed_url;
    expect(second).not.toBe(first);
    expect(await feedUrlOf(user.headers, id)).toBe(second);
    const gone = await call('GET', pathOf(first), null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No existe este canal: su dirección ha cambiado o no es válida.');
    expect(readAtom((await call('GET', pathOf(second), null)).body).entries).toEqual([]);
  });

  it("is dated by the alert's creation while it has no match", async () => {
    const user = await newUser();
    const createdAt = new Date('2029-04-05T06:07:08.000Z');
    const alert = await createAlertRow(db(), user.id, { createdAt });
    const feed = readAtom((await call('GET', pathOf(await feedUrlOf(user.headers, alert.id)), null)).body);
    expect(feed.entries).toEqual([]);
    expect(feed.updated).toBe(createdAt.toISOString());
  });

  it("opens nothing with another alert's token, and another user cannot rotate it (404)", async () => {
    const a = await newUser();
    const b = await newUser();
    const aAlert = await createAlertRow(db(), a.id);
    const bAlert = await createAlertRow(db(), b.id);
    const bToken = new URL(await feedUrlOf(b.headers, bAlert.id)).searchParams.get('token')!;
    for (const path of [
      `/v1/alerts/${aAlert.id}/feed.atom?token=${bToken}`,
      `/v1/alerts/${aAlert.id}/feed.atom?token=nada`,
      `/v1/alerts/2000000000/feed.atom?token=${bToken}`,
    ]) {
      expect((await call('GET', path, null)).statusCode, path).toBe(404);
    }
    expect((await call('GET', `/v1/alerts/${aAlert.id}/feed.atom`, null)).statusCode).toBe(400);
    expect((await call('POST', `/v1/alerts/${aAlert.id}/feed/rotate`, b.headers)).statusCode).toBe(404);
    expect((await call('POST', `/v1/alerts/${aAlert.id}/feed/rotate`, null)).statusCode).toBe(401);
    expect(await feedUrlOf(a.headers, aAlert.id)).toContain(`/v1/alerts/${aAlert.id}/feed.atom`);
  });
});
