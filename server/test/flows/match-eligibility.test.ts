import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { mailOutbox } from '../../db/schema';
import { importSource } from '../../ingest/import/import-source';
import { mailDigestDailyJob } from '../../jobs/definitions/mail-digest-daily';
import { matchPendingEvents } from '../../monitor/match-events';
import { testConfig } from '../app';
import { createTestDatabase } from '../database';
import { createUser } from '../factories';
import { createAlertRow } from '../monitoring-factories';
import { editedPage, newTenderFrom } from '../placsp-pages';
import { heldCode, saveUserProfile } from '../profile-factories';
import { hasSharedData } from '../shared-data';

// 1724191 asks for classification C2-5 and nothing a profile cannot settle.
const PAGE = 'full-20-entries.atom';
const FOLDER = '2017/006630/001';

describe.skipIf(!hasSharedData('placsp'))("an alert with 'Solo las que cumplo: Sí'", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("matches with its owner's profile as it is when the tender arrives", async () => {
    const db = database.db;
    const user = await createUser(db);
    await saveUserProfile(db, user.id, { classifications: [heldCode('C', 2, 3)] });
    const alert = await createAlertRow(db, user.id, { searchTerms: '', filters: { eligibility: 'yes' } });
    const matched = () =>
      queryRows<{ entry: string }>(
        db,
        sql`select regexp_replace(p.entry_id, '^.*/', '') entry from notifications n
            join projects p on p.id = n.project_id
            where n.user_id = ${user.id} and ${alert.id} = any(n.alert_ids) order by entry`,
      );

    await importSource(
      db,
      editedPage(PAGE, { added: [newTenderFrom(PAGE, '1724191', '99100001', [FOLDER, 'E-1'])] }),
    );
    await matchPendingEvents(db);
    expect(await matched()).toEqual([]);

    await saveUserProfile(db, user.id, { classifications: [heldCode('C', 2, 5)] });
    await importSource(
      db,
      editedPage(PAGE, { added: [newTenderFrom(PAGE, '1724191', '99100002', [FOLDER, 'E-2'])] }),
    );
    await matchPendingEvents(db);
    expect(await matched()).toEqual([{ entry: '99100002' }]);

    // The digest names the verdict under the tender, as the inbox card's badge shows it.
    await mailDigestDailyJob.handler({}, { db, config: testConfig(), log: pino({ level: 'silent' }) });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mail?.text).toMatch(
      /Alerta «Obras en Asturias»: Solo las que cumplo: Sí\n(.*\n)* {2}¿Puedo presentarme\?: Sí\n/,
    );
  });
});
