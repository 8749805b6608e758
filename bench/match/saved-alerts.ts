import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { alerts } from '../../server/db/schema';
import type { AlertSpec, Vocabulary } from './alert-mix';

/** The words, CPV divisions, regions and contract types of the stored tenders, for alerts like people's. */
export async function vocabulary(db: Db): Promise<Vocabulary> {
  const column = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ v: string }>(db, query)).map((r) => r.v);
  return {
    // Words that name a topic: in at most 3 % of titles. The generic ones (servicio, ayuntamiento,
    // contrato: up to half of all tenders) are nobody's alert on their own.
    words: await column(sql`with sample as (select title from projects tablesample system (10)),
        words as (select w, count(*) as n from sample, regexp_split_to_table(lower(title), '[^[:alpha:]]+') as w
                  where length(w) >= 6 group by w)
        select w as v from words where n <= 0.03 * (select count(*) from sample) order by n desc limit 400`),
    cpvDivisions: await column(
      sql`select distinct left(c, 2) || '000000' as v from projects tablesample system (10), unnest(cpv_codes) c`,
    ),
    regions:
      await column(sql`select distinct left(location_nuts, n) as v from projects tablesample system (10),
        (values (4), (5)) as l(n) where length(location_nuts) >= n`),
    contractTypes: await column(
      sql`select distinct contract_type as v from projects where contract_type is not null`,
    ),
  };
}

/** `users` users with the alerts shared out among them (created before the batch arrives). */
export async function createAlerts(db: Db, specs: AlertSpec[], users: number) {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, name, trial_ends_at)
          select 'bench-' || g || '@example.com', 'Usuario ' || g, now() + interval '30 days'
          from generate_series(1, ${users}) g returning id`,
    )
  ).map((r) => r.id);
  for (let i = 0; i < specs.length; i += 1_000) {
    await db.insert(alerts).values(
      specs.slice(i, i + 1_000).map((spec, j) => ({
        ...spec,
        userId: ids[(i + j) % ids.length]!,
        filters: spec.filters as Record<string, unknown>,
      })),
    );
  }
}
