import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgArray } from '../../db/rows';

type Executor = Pick<Db, 'execute'>;

const searchDocument = sql`
      setweight(to_tsvector('spanish_unaccent', coalesce(p.title, '')), 'A') ||
      setweight(to_tsvector('spanish_unaccent', concat_ws(' ', p.contracting_party_name,
        (select string_agg(c.label, ' ') from cpv_codes c where c.code = any(p.cpv_codes)))), 'B') ||
      setweight(to_tsvector('spanish_unaccent', coalesce(p.summary, '')), 'C') ||
      setweight(to_tsvector('spanish_unaccent', coalesce(
        (select string_agg(concat_ws(' ', l.summary, l.description), ' ') from lots l where l.project_id = p.id), '')), 'D')`;

/**
 * Recomputes the weighted search document of some projects: title A, contracting body and
 * CPV labels B, summary C, lots D — in the Spanish accent-insensitive configuration. Run after
 * a project, its lots or the CPV catalogue change.
 */
export async function refreshSearchVectors(db: Executor, projectIds: number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await db.execute(
    sql`update projects p set search_vector = ${searchDocument} where p.id = any(${pgArray(projectIds)}::int[])`,
  );
}

/** After the CPV catalogue is loaded or changed: every project's document gains its CPV labels. */
export async function refreshAllSearchVectors(db: Executor): Promise<void> {
  await db.execute(sql`update projects p set search_vector = ${searchDocument}`);
}
