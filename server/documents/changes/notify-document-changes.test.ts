import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { projectSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { ENTRY_643 } from '../../test/placsp-pages';
import {
  importSampleTenders,
  LOOPBACK_FETCH,
  type PliegoSite,
  runDocumentsFetch,
  startPliegoSite,
} from '../../test/pliego-site';
import { textPdf } from '../../test/pliegos/build-pliego';
import { ADDED, pcapPages, rectifiedPcapPages, TURNOVER } from '../../test/pliegos/rectified-pliego';
import { hasSharedData } from '../../test/shared-data';
import { listTenderDocuments } from '../tender-documents';

const withData = it.skipIf(!hasSharedData('placsp'));
/** A real tender with its PCAP: 'Obras de centro cívico y biblioteca'. */
const FOLLOWED = `${ENTRY_643}1835347`;
const PCAP_ID = 'd409f730-2e4b-4d78-b3cc-1df7cb5fa840';

let t: TestApp;
let site: PliegoSite;
/** What the publisher's site serves at the PCAP's URI now. */
let pcap: Uint8Array;

const projectIdOf = async (entry: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from projects where entry_id = ${entry}`))[0]!
    .id;

/** A day goes by: fetched copies are due to be checked again. */
const ageCopies = () =>
  t.database.db.execute(sql`update tender_documents set fetched_at = fetched_at - interval '2 days'`);

const notifications = () =>
  queryRows<{ user_id: number; project_id: number; notification_types: string[]; data: unknown }>(
    t.database.db,
    sql`select user_id, project_id, notification_types, data from notifications
        where 'document_change' = any(notification_types) order by id`,
  );

beforeAll(async () => {
  pcap = await textPdf(pcapPages());
  site = await startPliegoSite((id) => (id === PCAP_ID ? pcap : undefined));
  t = await createTestApp(LOOPBACK_FETCH);
  await importSampleTenders(t.database.db, site.origin, FOLLOWED);
});

afterAll(async () => {
  await t?.close();
  await site?.close();
});

withData("tells a followed tender's followers once what changed in its rectified PCAP", async () => {
  const projectId = await projectIdOf(FOLLOWED);
  const follower = await createUser(t.database.db);
  await createUser(t.database.db);
  await t.database.db.insert(projectSubscriptions).values({ userId: follower.id, projectId });

  await runDocumentsFetch(t, projectId);
  expect(await notifications()).toEqual([]);

  // Unchanged when checked a day later: nothing to tell.
  await ageCopies();
  await runDocumentsFetch(t, projectId);
  expect(await notifications()).toEqual([]);

  pcap = await textPdf(rectifiedPcapPages());
  await ageCopies();
  await runDocumentsFetch(t, projectId);
  const told = await notifications();
  expect(told).toEqual([
    {
      user_id: follower.id,
      project_id: projectId,
      notification_types: ['document_change'],
      data: {
        documents: [
          {
            id: expect.any(Number),
            name: 'PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf',
            type: 'legal',
            change: 'replaced',
            diff: {
              lines: [
                { kind: 'value', clause: 'Cláusula 8', from: `${TURNOVER} €`, to: '250.000,00 €' },
                { kind: 'value', clause: 'Cláusula 12.2', from: '15/03/2026', to: '22/03/2026' },
                { kind: 'added', clause: 'Cláusula 12', text: ADDED },
              ],
              more: 0,
            },
          },
        ],
      },
    },
  ]);

  // Run again, and again a day later with the same copy: nothing more.
  await runDocumentsFetch(t, projectId);
  await ageCopies();
  await runDocumentsFetch(t, projectId);
  expect(await notifications()).toHaveLength(1);
});

withData('tells no one of an unfollowed tender whose PCAP changed', async () => {
  const [other] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from projects where entry_id <> ${FOLLOWED} limit 1`,
  );
  // The same PCAP linked from a tender nobody follows.
  await t.database.db.execute(
    sql`update projects set data = jsonb_set(data, '{documents}', (select data->'documents' from projects
          where entry_id = ${FOLLOWED})) where id = ${other!.id}`,
  );
  const before = (await notifications()).length;
  pcap = await textPdf(pcapPages());
  await runDocumentsFetch(t, other!.id);
  pcap = await textPdf(rectifiedPcapPages());
  await ageCopies();
  await runDocumentsFetch(t, other!.id);
  expect(
    await queryRows(
      t.database.db,
      sql`select 1 from tender_documents where project_id = ${other!.id} and previous_sha256 is not null`,
    ),
  ).toHaveLength(1);
  expect(await notifications()).toHaveLength(before);
});

withData(
  'marks a link that left the entry removed, out of the list, and lists it again if it returns',
  async () => {
    const projectId = await projectIdOf(FOLLOWED);
    const legal = async () =>
      queryRows<{ removed: boolean }>(
        t.database.db,
        sql`select removed_at is not null as removed from tender_documents
          where project_id = ${projectId} and type = 'legal'`,
      );
    const listed = async () => (await listTenderDocuments(t.database.db, projectId)).map((d) => d.type);
    expect(await listed()).toContain('legal');

    // A later version of the entry without its PCAP link.
    const [{ legalDocs }] = (await queryRows<{ legalDocs: unknown }>(
      t.database.db,
      sql`select data->'documents'->'legal' as "legalDocs" from projects where id = ${projectId}`,
    )) as [{ legalDocs: unknown }];
    await t.database.db.execute(
      sql`update projects set data = data #- '{documents,legal}' where id = ${projectId}`,
    );
    await runDocumentsFetch(t, projectId);
    expect(await legal()).toEqual([{ removed: true }]);
    expect(await listed()).not.toContain('legal');
    expect(await listed()).toHaveLength(19);

    await t.database.db.execute(
      sql`update projects set data = jsonb_set(data, '{documents,legal}', ${JSON.stringify(legalDocs)}::jsonb)
        where id = ${projectId}`,
    );
    expect(await listed()).toContain('legal');
    expect(await legal()).toEqual([{ removed: false }]);
  },
);
