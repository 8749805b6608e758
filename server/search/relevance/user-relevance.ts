import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import { type Example, type RelevanceModel, type Score, scoreFeatures, trainModel } from './relevance-model';
import { type Feature, type FeatureInput, tenderFeatures } from './tender-features';

type Reader = Pick<Db, 'execute'>;

/** The most recent verdicts a model learns from, and the most recent tenders it takes as background. */
const MAX_EXAMPLES = 1_000;
const BACKGROUND_TENDERS = 500;

/** The columns of projects `p` that `tenderFeatures` reads. */
export const featureColumns = sql`p.title, p.summary, p.contract_type, p.cpv_codes, p.contracting_party_id,
  p.contracting_party_name, p.location_nuts,
  coalesce(p.estimated_amount, p.tax_exclusive_amount, p.total_amount)::float8 as amount,
  (select coalesce(json_object_agg(c.code, c.label), '{}') from cpv_codes c
    where c.code = any(p.cpv_prefixes) and c.code like '____0000') as cpv_names`;

type FeatureRow = FeatureInput & { project_id: number };

/** The features of some tenders, by id. */
export async function featuresOfTenders(db: Reader, projectIds: number[]): Promise<Map<number, Feature[]>> {
  if (projectIds.length === 0) return new Map();
  const rows = await queryRows<FeatureRow>(
    db,
    sql`select p.id as project_id, ${featureColumns} from projects p
        where p.id = any(${pgArray(projectIds)}::int[])`,
  );
  return new Map(rows.map((row) => [row.project_id, tenderFeatures(row)]));
}

/**
 * What the user said of tenders, latest first: 'Me interesa' / 'No me interesa' (which win), and
 * as interest the tenders they follow and the board cards they added or are in charge of (a
 * discarded card says nothing either way: it may be a matter of solvency, not of interest).
 */
const labelledTenders = (userId: number) => sql`
  select distinct on (project_id) project_id, label from (
    select project_id, value as label, updated_at as at, 0 as rank from tender_feedback where user_id = ${userId}
    union all
    select project_id, 'up', created_at, 1 from project_subscriptions where user_id = ${userId}
    union all
    select project_id, 'up', created_at, 1 from pipeline_cards
      where (created_by = ${userId} or assignee_id = ${userId}) and stage <> 'discarded'
  ) l order by project_id, rank, at desc`;

/**
 * The user's model, trained now from their verdicts (none: null, and every score is 0). The
 * background is what their notifications brought lately.
 */
export async function loadRelevanceModel(db: Reader, userId: number): Promise<RelevanceModel | null> {
  const rows = await queryRows<FeatureRow & { label: Example['label'] | null }>(
    db,
    sql`with labelled as (select * from (${labelledTenders(userId)}) l limit ${MAX_EXAMPLES}),
         shown as (select distinct project_id from (
           select project_id from notifications where user_id = ${userId} and project_id is not null
           order by id desc limit ${BACKGROUND_TENDERS}) n)
        select p.id as project_id, l.label, ${featureColumns}
        from projects p left join labelled l on l.project_id = p.id
        where p.id in (select project_id from labelled union select project_id from shown)`,
  );
  const examples: Example[] = [];
  const background: string[][] = [];
  for (const row of rows) {
    const keys = tenderFeatures(row).map((f) => f.key);
    background.push(keys);
    if (row.label) examples.push({ keys, label: row.label });
  }
  return examples.length === 0 ? null : trainModel(examples, background);
}

/** The user's score of each tender (their model trained once for all of them). */
export async function scoreTenders(
  db: Reader,
  userId: number,
  projectIds: number[],
): Promise<Map<number, Score>> {
  const model = await loadRelevanceModel(db, userId);
  if (!model || projectIds.length === 0) return new Map();
  const features = await featuresOfTenders(db, projectIds);
  return new Map([...features].map(([id, f]) => [id, scoreFeatures(model, f)]));
}

/** Orders items most relevant first (by their tender's score; ties and tenderless ones keep their order). */
export function byRelevance<T>(
  items: T[],
  projectOf: (item: T) => number | null,
  scores: Map<number, Score>,
): T[] {
  const scoreOf = (item: T) => {
    const id = projectOf(item);
    return id === null ? 0 : (scores.get(id)?.score ?? 0);
  };
  return items
    .map((item, index) => ({ item, index, score: scoreOf(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
