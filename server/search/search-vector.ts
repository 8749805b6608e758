import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bumpDataGeneration } from '../db/data-generation';
import { pgArray } from '../db/rows';

type Executor = Pick<Db, 'execute'>;

/** The weighted document from its parts (SQL expressions for each text). */
export function searchDocument(parts: {
  title: SQL;
  body: SQL;
  cpvCodes: SQL;
  summary: SQL;
  lots: SQL;
}): SQL {
  return sql`setweight(to_tsvector('spanish_unaccent', coalesce(${parts.title}, '')), 'A') ||
    setweight(to_tsvector('spanish_unaccent', concat_ws(' ', ${parts.body},
      (select string_agg(c.label, ' ') from cpv_codes c where c.code = any(${parts.cpvCodes})))), 'B') ||
    setweight(to_tsvector('spanish_unaccent', coalesce(${parts.summary}, '')), 'C') ||
    setweight(to_tsvector('spanish_unaccent', coalesce(${parts.lots}, '')), 'D')`;
}

const storedDocument = searchDocument({
  title: sql`p.title`,
  body: sql`p.contracting_party_name`,
  cpvCodes: sql`p.cpv_codes`,
  summary: sql`p.summary`,
  lots: sql`(select string_agg(concat_ws(' ', l.summary, l.description), ' ') from lots l where l.project_id = p.id)`,
});

/**
 * Recomputes the weighted search document of some projects: title A, contracting body and
 * CPV labels B, summary C, lots D — in the Spanish accent-insensitive configuration. Run after
 * a project, its lots or the CPV catalogue change.
 */
export async function refreshSearchVectors(db: Executor, projectIds: number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await db.execute(
    sql`update projects p set search_vector = ${storedDocument} where p.id = any(${pgArray(projectIds)}::int[])`,
  );
  await bumpDataGeneration(db);
}

/** After codes are added to the CPV catalogue: the tenders under any of them gain its words. */
export async function refreshSearchVectorsOfCpvCodes(db: Executor, codes: string[]): Promise<void> {
  await db.execute(
    sql`update projects p set search_vector = ${storedDocument} where p.cpv_prefixes && ${pgArray(codes)}::text[]`,
  );
  await bumpDataGeneration(db);
}

/** After the CPV catalogue is loaded or changed: every project's document gains its CPV labels. */
export async function refreshAllSearchVectors(db: Executor): Promise<void> {
  await db.execute(sql`update projects p set search_vector = ${storedDocument}`);
  await bumpDataGeneration(db);
}
