import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../../../common/calendar';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { importSource } from '../../ingest/import/import-source';
import { matchPendingEvents } from '../../monitor/match-events';
import { createTestDatabase } from '../database';
import { createUser } from '../factories';
import { createAlertRow } from '../monitoring-factories';
import { applyEdits, editedPage, realEntry, recentlyUpdated } from '../placsp-pages';
import { hasSharedData } from '../shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

// The regional platforms' cleaning service of the Dirección General de Promoción Cultural: 'En
// plazo' (PUB) with its deadline on 28/01/2022. Copies of it arrive in a live sync, one as
// published and one whose deadline is moved a month past the test's own today.
const PAGE = 'PlataformasAgregadasSinMenores_20220105_030012.atom';
const ENTRY = 'https://contrataciondelestado.es/sindicacion/PlataformasAgregadasSinMenores/9008021';
const FOLDER = 'C-334A/004-21 (A/SER-028170/2021)';

const copy = (number: string, edits: [string, string][] = []) =>
  applyEdits(realEntry(PAGE, ENTRY), [
    ['9008021</id>', `${number}</id>`],
    [/<updated>[^<]*<\/updated>/.exec(realEntry(PAGE, ENTRY))![0], recentlyUpdated()],
    [`<cbc:ContractFolderID>${FOLDER}<`, `<cbc:ContractFolderID>${FOLDER}-${number}<`],
    ...edits,
  ]);

withData("an alert of open tenders only ('Solo activas'), matched when a sync brings new tenders", () => {
  let database: Database;
  afterAll(() => database.close());
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('hears of a PUB tender whose deadline is ahead, not of one whose deadline has passed', async () => {
    const db = database.db;
    const user = await createUser(db);
    await createAlertRow(db, user.id, { name: 'Limpieza', searchTerms: 'limpieza', filters: {} });
    await createAlertRow(db, user.id, {
      name: 'Limpieza en plazo',
      searchTerms: 'limpieza',
      filters: { only_active: true },
    });
    const ahead = new Date(`${madridToday()}T12:00:00Z`);
    ahead.setUTCDate(ahead.getUTCDate() + 30);
    const page = editedPage(PAGE, {
      added: [
        copy('99000011'),
        copy('99000012', [['<cbc:EndDate>2022-01-28<', `<cbc:EndDate>${ahead.toISOString().slice(0, 10)}<`]]),
      ],
    });
    await importSource(db, page);
    await matchPendingEvents(db);

    const matched = await queryRows<{ folder: string; alerts: string[] }>(
      db,
      sql`select p.contract_folder_id as folder,
            array(select a.name from alerts a where a.id = any(n.alert_ids) order by a.name) as alerts
          from notifications n join projects p on p.id = n.project_id
          where n.user_id = ${user.id} order by p.contract_folder_id`,
    );
    expect(matched).toEqual([
      { folder: `${FOLDER}-99000011`, alerts: ['Limpieza'] },
      { folder: `${FOLDER}-99000012`, alerts: ['Limpieza', 'Limpieza en plazo'] },
    ]);
  });
});
