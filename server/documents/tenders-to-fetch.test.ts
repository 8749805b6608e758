import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { notifications, projectSubscriptions, tenderDocuments } from '../db/schema';
import { documentsScheduleJob } from '../jobs/definitions/documents-schedule';
import type { SendJob } from '../jobs/job';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { createTender } from '../test/tender-factories';
import { tendersToFetch } from './tenders-to-fetch';

const pliego = (id: string) => ({
  name: `PCAP ${id}.pdf`,
  stringId: `PCAP ${id}.pdf`,
  uri: `https://contrataciondelestado.es/wps/wcm/connect/PLACE_es/Site/area/docAccCmpnt?srv=cmpnt&cmpntname=GetDocumentsById&source=library&DocumentIdParam=${id}`,
  mimeType: 'application/pdf',
  typeCode: null,
  hash: null,
});
const withPliego = (id: string) =>
  ({ documents: { general: [], legal: [pliego(id)], technical: [], additional: [] } }) as never;

let database: Database;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const user = await createUser(db);
  const tender = async (name: string, updated: string, fields: Parameters<typeof createTender>[1] = {}) => {
    ids[name] = (
      await createTender(db, { sourceUpdatedAt: new Date(updated), data: withPliego(name), ...fields })
    ).id;
  };
  await tender('followed-old', '2026-01-05T10:00:00Z', { status: 'RES' });
  await tender('followed-new', '2026-03-01T10:00:00Z');
  await tender('alert-open', '2026-02-01T10:00:00Z', { status: 'PUB' });
  await tender('alert-closed', '2026-02-02T10:00:00Z', { status: 'ADJ' });
  await tender('ignored', '2026-03-05T10:00:00Z', { status: 'PUB' });
  await tender('followed-deleted', '2026-03-06T10:00:00Z', { deletedAt: new Date('2026-03-07T10:00:00Z') });
  await tender('followed-fresh', '2026-03-08T10:00:00Z');
  await db.insert(projectSubscriptions).values(
    ['followed-old', 'followed-new', 'followed-deleted', 'followed-fresh'].map((name) => ({
      userId: user.id,
      projectId: ids[name]!,
    })),
  );
  await db.insert(notifications).values(
    ['alert-open', 'alert-closed'].map((name) => ({
      userId: user.id,
      noticeableType: 'Procurement::Project' as const,
      projectId: ids[name]!,
      alertIds: [1],
    })),
  );
  // Fetched an hour ago (the job reads the real clock): nothing due yet.
  await db.insert(tenderDocuments).values({
    projectId: ids['followed-fresh']!,
    name: 'PCAP.pdf',
    type: 'legal',
    uri: pliego('followed-fresh').uri,
    status: 'ok',
    sha256: 'a'.repeat(64),
    fetchedAt: new Date(Date.now() - 3600_000),
  });
});
afterAll(() => database.close());

describe('the document fetch scheduler', () => {
  it('picks followed tenders and open alert-matched ones with something due, newest first', async () => {
    expect(await tendersToFetch(database.db, new Date())).toEqual([
      ids['followed-new'],
      ids['alert-open'],
      ids['followed-old'],
    ]);
  });

  it('queues each once: a tender already waiting is not queued again', async () => {
    const sent: unknown[] = [];
    const send = (async (job, payload) => {
      sent.push([job.name, payload]);
      return 'id';
    }) as SendJob;
    const ctx = { db: database.db, config: testConfig(), log: pino({ level: 'silent' }), send };
    await documentsScheduleJob.handler({}, ctx);
    await documentsScheduleJob.handler({}, ctx);
    expect(sent).toEqual(
      ['followed-new', 'alert-open', 'followed-old'].map((name) => [
        'documents.fetch',
        { project_id: ids[name] },
      ]),
    );
  });
});
