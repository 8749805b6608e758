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
 * What each user said of tenders, the latest `MAX_EXAMPLES`: 'Me interesa' / 'No me interesa'
 * (which win), and as interest the tenders they follow and the board cards they added or are in
 * charge of (a discarded card says nothing either way: it may be a matter of solvency, not of
 * interest); and, for those with any, as background the tenders of their latest notifications.
 */
const judgedAndShown = (userIds: number[]) => sql`
  with said as (
    select user_id, project_id, value as label, updated_at as at, 0 as rank from tender_feedback
      where user_id = any(${pgArray(userIds)}::int[])
    union all
    select user_id, project_id, 'up', created_at, 1 from project_subscriptions
      where user_id = any(${pgArray(userIds)}::int[])
    union all
    select u.id, c.project_id, 'up', c.created_at, 1 from pipeline_cards c
      join unnest(${pgArray(userIds)}::int[]) u(id) on u.id in (c.created_by, c.assignee_id)
      where c.stage <> 'discarded'),
  verdicts as (select distinct on (user_id, project_id) user_id, project_id, label, at from said
    order by user_id, project_id, rank, at desc),
  labelled as (select user_id, project_id, label from (
    select *, row_number() over (partition by user_id order by at desc) as k from verdicts) v
    where k <= ${MAX_EXAMPLES}),
  -- Only for users with verdicts: a user without any has no model, and reads nothing more.
  shown as (select u.id as user_id, n.project_id from (select distinct user_id as id from labelled) u
    cross join lateral (select project_id from notifications where user_id = u.id and project_id is not null
      order by date desc, id desc limit ${BACKGROUND_TENDERS}) n)
  select coalesce(l.user_id, s.user_id) as user_id, coalesce(l.project_id, s.project_id) as project_id, l.label
  from labelled l full join (select distinct user_id, project_id from shown) s
    on s.user_id = l.user_id and s.project_id = l.project_id`;

/**
 * Each user's model, trained now from their verdicts (a user without any has none, and every
 * score of theirs is 0); the background is what their notifications brought lately. Two queries
 * for any number of users: the matching job loads every recommending user's at once.
 */
export async function loadRelevanceModels(
  db: Reader,
  userIds: number[],
): Promise<Map<number, RelevanceModel>> {
  if (userIds.length === 0) return new Map();
  const pairs = await queryRows<{ user_id: number; project_id: number; label: Example['label'] | null }>(
    db,
    judgedAndShown(userIds),
  );
  const features = await featuresOfTenders(db, [...new Set(pairs.map((p) => p.project_id))]);
  const byUser = new Map<number, { examples: Example[]; background: string[][] }>();
  for (const pair of pairs) {
    const keys = features.get(pair.project_id)?.map((f) => f.key);
    if (!keys) continue;
    const own = byUser.get(pair.user_id) ?? { examples: [], background: [] };
    own.background.push(keys);
    if (pair.label) own.examples.push({ keys, label: pair.label });
    byUser.set(pair.user_id, own);
  }
  const models = new Map<number, RelevanceModel>();
  for (const [userId, { examples, background }] of byUser)
    if (examples.length > 0) models.set(userId, trainModel(examples, background));
  return models;
}

export async function loadRelevanceModel(db: Reader, userId: number): Promise<RelevanceModel | null> {
  return (await loadRelevanceModels(db, [userId])).get(userId) ?? null;
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
