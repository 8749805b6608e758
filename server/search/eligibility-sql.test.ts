import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EligibilityVerdict, ProfileFacts } from '../../common/api/company-profile';
import { checkEligibility } from '../../common/eligibility/check-eligibility';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import type { PlacspEntry } from '../db/tender-data';
import { entryEligibilityFacts } from '../domain/eligibility/tender-facts';
import { backfillRequirementColumns } from '../ingest/import/backfill-requirement-columns';
import { importSource } from '../ingest/import/import-source';
import { createTestDatabase } from '../test/database';
import { PLACSP } from '../test/placsp-pages';
import { hasSharedData } from '../test/shared-data';
import {
  type CompactScope,
  compactEligibilityFacts,
  compactVerdict,
  eligibilityProfile,
} from './eligibility-facts';
import { eligibilityCondition } from './eligibility-sql';

// A fixed Madrid day: classifications' validity and the turnover years are judged on it.
const TODAY = '2026-06-15';
const profile = (p: Partial<ProfileFacts>): ProfileFacts => ({
  classifications: [],
  turnover: [],
  certificates: [],
  ...p,
});
const held = (group: string, subgroup: number, category: number, valid_until: string | null = null) => ({
  group,
  subgroup,
  category,
  valid_until,
});

const PROFILES: Record<string, ProfileFacts> = {
  empty: profile({}),
  'C2-3': profile({ classifications: [held('C', 2, 3)] }),
  'C2-5 + 400.000 €': profile({
    classifications: [held('C', 2, 5)],
    turnover: [{ year: 2025, amount: 400_000 }],
  }),
  'ISO 9001 + 14001': profile({ certificates: ['ISO 9001', 'iso-14001'] }),
  'C2-5 expired': profile({ classifications: [held('C', 2, 5, '2026-06-14')] }),
  'turnover 2 M € (old year left out)': profile({
    turnover: [
      { year: 2024, amount: 2_000_000 },
      { year: 2019, amount: 90_000_000 },
    ],
  }),
  'a large company': profile({
    classifications: [held('C', 2, 6), held('G', 6, 4), held('O', 1, 3), held('U', 1, 2, '2030-01-01')],
    turnover: [{ year: 2026, amount: 30_000_000 }],
    certificates: ['ISO 9001', 'ISO 14001', 'ISO 45001', 'ENS'],
  }),
};

interface Stored {
  id: number;
  entry: string;
  data: PlacspEntry;
  facts: CompactScope[] | null;
}

describe.skipIf(!hasSharedData('placsp'))(
  'eligibility in SQL against checkEligibility, on every real page',
  () => {
    let database: Database;
    let tenders: Stored[];
    beforeAll(async () => {
      database = await createTestDatabase();
      await importSource(database.db, PLACSP);
      tenders = await queryRows<Stored>(
        database.db,
        sql`select id, regexp_replace(entry_id, '^.*/', '') entry, data, eligibility_facts facts
          from projects order by id`,
      );
    });
    afterAll(() => database.close());

    const setFacts = (id: number, facts: CompactScope[] | null) =>
      database.db.execute(
        sql`update projects set eligibility_facts = ${facts && JSON.stringify(facts)}::jsonb where id = ${id}`,
      );

    const sqlVerdicts = async (facts: ProfileFacts) => {
      const p = eligibilityProfile(facts, TODAY);
      const rows = await queryRows<{ id: number; yes: boolean; maybe: boolean }>(
        database.db,
        sql`select p.id, ${eligibilityCondition('yes', p)} as yes, ${eligibilityCondition('yes_or_review', p)} as maybe
          from projects p order by p.id`,
      );
      return new Map(
        rows.map((r): [number, EligibilityVerdict] => [r.id, r.yes ? 'yes' : r.maybe ? 'review' : 'no']),
      );
    };

    it('stores the compact facts of every entry whose requirements were read', () => {
      expect(tenders.length).toBeGreaterThan(100);
      for (const t of tenders)
        expect(t.facts, t.entry).toEqual(compactEligibilityFacts(entryEligibilityFacts(t.data)));
      expect(tenders.filter((t) => t.facts !== null).length).toBe(tenders.length);
      // 1724191 asks C2-5 and nothing else that a profile cannot settle.
      expect(tenders.find((t) => t.entry === '1724191')?.facts).toEqual([
        { c: ['C2-5'], u: false, t: null, s: false, k: [], o: false },
      ]);
    });

    for (const [name, facts] of Object.entries(PROFILES))
      it(`gives each tender checkEligibility's verdict for the profile '${name}'`, async () => {
        const bySql = await sqlVerdicts(facts);
        const mismatches = tenders.flatMap((t) => {
          const expected = checkEligibility(entryEligibilityFacts(t.data), facts, TODAY).verdict;
          const badge = compactVerdict(t.facts, facts, TODAY);
          const got = bySql.get(t.id);
          return got === expected && badge === expected ? [] : [{ entry: t.entry, expected, got, badge }];
        });
        expect(mismatches).toEqual([]);
      });

    it('tells the profiles apart: a higher classification or its expiry changes the verdict', async () => {
      const counts = async (name: string) => {
        const all = [...(await sqlVerdicts(PROFILES[name]!)).values()];
        return (['yes', 'review', 'no'] as const).map((v) => all.filter((x) => x === v).length);
      };
      // Of 1,298 real tenders, 1,295 have a line no profile settles (most publish no criteria).
      expect(await counts('empty')).toEqual([0, 1294, 4]);
      expect(await counts('C2-3')).toEqual([1, 1294, 3]);
      expect(await counts('C2-5 + 400.000 €')).toEqual([2, 1294, 2]);
      expect(await counts('C2-5 expired')).toEqual(await counts('empty'));
      expect(await counts('a large company')).toEqual([3, 1295, 0]);
      const id1724191 = tenders.find((t) => t.entry === '1724191')!.id;
      expect((await sqlVerdicts(PROFILES['C2-3']!)).get(id1724191)).toBe('no');
      expect((await sqlVerdicts(PROFILES['C2-5 + 400.000 €']!)).get(id1724191)).toBe('yes');
    });

    // The real pages have no lot with requirements of its own and few turnovers: these stored facts
    // hold the rules the pages leave out (best lot, accreditation, a scoped or unread requirement).
    it("gives checkEligibility's verdict on lots, accreditation and scoped turnover too", async () => {
      const scope = (s: Partial<CompactScope>): CompactScope => ({
        c: [],
        u: false,
        t: null,
        s: false,
        k: [],
        o: false,
        ...s,
      });
      const crafted: (CompactScope[] | null)[] = [
        [scope({ c: ['C2-5'], o: true, t: 9e9 }), scope({ c: ['G6-4'] })],
        [scope({ t: 300_000 }), scope({ t: 300_000, s: true }), scope({ k: ['iso9001'], t: 100 })],
        [scope({ c: ['C*-3'], u: true, t: 1 })],
        [scope({ c: ['C2-1', 'O1-3'], k: ['iso14001'], t: 5e6, o: true })],
        [scope({ o: true }), scope({ c: ['U1-2'] })],
        [scope({ t: 400_000 })],
        [scope({})],
        null,
      ];
      const ids = tenders.slice(0, crafted.length).map((t) => t.id);
      for (const [n, facts] of crafted.entries()) await setFacts(ids[n]!, facts);
      try {
        for (const facts of Object.values(PROFILES)) {
          const bySql = await sqlVerdicts(facts);
          expect(ids.map((id) => bySql.get(id))).toEqual(crafted.map((c) => compactVerdict(c, facts, TODAY)));
        }
        const large = await sqlVerdicts(PROFILES['a large company']!);
        expect(ids.map((id) => large.get(id))).toEqual([
          'yes',
          'yes',
          'review',
          'yes',
          'yes',
          'yes',
          'yes',
          'review',
        ]);
      } finally {
        for (const [n, id] of ids.entries()) await setFacts(id, tenders[n]!.facts);
      }
    });

    it('backfills the facts of tenders stored without them, in batches', async () => {
      await database.db.execute(sql`update projects set eligibility_facts = null`);
      await database.db.execute(sql`insert into requirement_backfill values (0)`);
      expect(await backfillRequirementColumns(database.db, 7)).toBe(tenders.length);
      const after = await queryRows<{ id: number; facts: CompactScope[] | null }>(
        database.db,
        sql`select id, eligibility_facts facts from projects order by id`,
      );
      expect(after).toEqual(tenders.map((t) => ({ id: t.id, facts: t.facts })));
      expect(await backfillRequirementColumns(database.db, 7)).toBe(0);
    });
  },
);
