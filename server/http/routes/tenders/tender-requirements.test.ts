import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../../common/api/procurement-project';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { ENTRY_643 } from '../../../test/placsp-pages';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

let t: TestApp;
let headers: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  if (!hasSharedData('placsp')) return;
  await importSource(db, sharedPath('placsp', 'full-20-entries.atom'));
  await importSource(db, sharedPath('placsp', 'placsp-atom-licitaciones.xml'));
  headers = await signInAs(t.app, await createUser(db));
});
afterAll(() => t.close());

const tender = async (entry: string): Promise<ProjectDetail> => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from projects where entry_id = ${ENTRY_643 + entry}`,
  );
  const res = await t.app.inject({ method: 'GET', url: `/v1/procurement_projects/${row!.id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe.skipIf(!hasSharedData('placsp'))(
  'GET /v1/procurement_projects/{id}: criteria and requirements',
  () => {
    it('gives the classification C2-5 of 1724191 split into group, subgroup and category', async () => {
      const { requirements } = await tender('1724191');
      expect(requirements?.classifications).toEqual([
        { lot_id: null, group: 'C', subgroup: '2', category: '5', code: 'C2-5' },
      ]);
      expect(requirements?.guarantees).toEqual([{ lot_id: null, type_code: '2', rate: 5, amount: null }]);
    });

    it("gives 'Como mínimo 300.000 €' of 1743616 as 300000 beside its text", async () => {
      const { requirements } = await tender('1743616');
      expect(requirements?.financial).toEqual([
        {
          lot_id: null,
          type_code: '5',
          description: 'Como mínimo 300.000 €',
          amount: '300000',
          basis: 'fixed',
          factor: null,
          refers_to_pliego: false,
        },
      ]);
    });

    it('gives the criteria table of 13549501 with OBJ types and weights, and Lena declarations', async () => {
      expect((await tender('13549501')).awarding_criteria).toEqual([
        {
          lot_id: null,
          description: 'PORCENTAJE DE BAJA OFERTADA SOBRE EL IMPORTE MÁXIMO DE LICITACIÓN.',
          type_code: 'OBJ',
          sub_type_code: '1',
          weight: 52,
        },
        {
          lot_id: null,
          description: 'MODERNIDAD DE LOS VEHÍCULOS',
          type_code: 'OBJ',
          sub_type_code: '2',
          weight: 48,
        },
      ]);
      const lena = await tender('19732184');
      expect(lena.requirements).toMatchObject({
        declarations: [
          { lot_id: null, type_code: '1', description: 'Capacidad de obrar' },
          { lot_id: null, type_code: '2', description: 'No prohibición para contratar' },
        ],
        subcontracting: [{ lot_id: null, description: null, rate: 50 }],
        variants_allowed: false,
      });
    });

    it("gives the request's own text where 1801000 states no criteria", async () => {
      const { requirements } = await tender('1801000');
      expect(requirements).toMatchObject({
        financial: [],
        technical: [],
        descriptions: [
          { lot_id: null, description: 'Según Pliego de Cláusulas Administrativas Particulares' },
        ],
      });
    });

    it('gives null requirements and no criteria for a tender stored before they were read', async () => {
      await t.database.db.execute(
        sql`update projects set data = data - 'awardingCriteria' - 'requirements' where entry_id = ${`${ENTRY_643}1852351`}`,
      );
      const old = await tender('1852351');
      expect(old.requirements).toBeNull();
      expect(old.awarding_criteria).toEqual([]);
    });
  },
);
