import { sql } from 'drizzle-orm';
import type { FeedbackValue, MatchReason, Notification, Relevance } from '../../../common/api/notifications';
import { asksFeedback } from '../../../common/notifications/notification-types';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import type { CompactScope } from '../../search/eligibility-facts';
import type { Score } from '../../search/relevance/relevance-model';
import { scoreTenders } from '../../search/relevance/user-relevance';
import type { UserEligibility } from '../../search/user-eligibility';
import {
  presentTenderSummary,
  summaryColumns,
  type TenderSummaryRow,
} from '../tenders/present-tender-summary';
import { matchReasons } from './match-reasons';

/** A notifications row with its alerts, its tender's summary columns (null without one) and its party. */
export type NotificationRow = Omit<TenderSummaryRow, 'id'> & {
  id: number | null;
  notification_id: number;
  notification_date: string | Date;
  processed: boolean;
  starred: boolean;
  noticeable_type: Notification['noticeable_type'];
  notification_types: string[];
  data: Record<string, unknown>;
  alert_refs: { id: number; name: string }[];
  party_ref_id: number | null;
  publication_id: number | null;
  party_name: string | null;
  party_tax_id: string | null;
  eligibility_facts: CompactScope[] | null;
  feedback: FeedbackValue | null;
};

/**
 * SELECT … FROM of notifications as `n` with what a card needs, for callers to add their own
 * WHERE / ORDER BY / LIMIT. The tender's columns keep their summary names (`p`); the
 * notification's own are prefixed so they do not collide.
 */
export const notificationSelect = sql`select n.id as notification_id, n.date as notification_date,
    n.processed, n.starred, n.noticeable_type, n.notification_types, n.data, n.publication_id,
    coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.name, a.id)
      from alerts a where a.id = any(n.alert_ids)), '[]'::json) as alert_refs,
    pa.id as party_ref_id, pa.name as party_name, pa.party_id as party_tax_id, p.eligibility_facts,
    (select f.value from tender_feedback f where f.user_id = n.user_id and f.project_id = n.project_id) as feedback,
    ${summaryColumns}, null::real as score
  from notifications n
  left join projects p on p.id = n.project_id
  left join parties pa on pa.id = n.party_id`;

/** The rows of these notifications, in the order given (an order computed outside SQL: by relevance). */
export function notificationRowsInOrder(db: Db, ids: number[]): Promise<NotificationRow[]> {
  const list = pgArray(ids);
  return queryRows<NotificationRow>(
    db,
    sql`${notificationSelect} where n.id = any(${list}::int[]) order by array_position(${list}::int[], n.id)`,
  );
}

function noticeableId(row: NotificationRow): number | null {
  if (row.noticeable_type === 'Procurement::Party') return row.party_ref_id;
  if (row.noticeable_type === 'Official::Publication') return row.publication_id;
  return row.id;
}

/** Who reads the cards: their profile gives the verdicts, their verdicts the relevance scores. */
export interface Viewer {
  userId: number;
  eligibility: UserEligibility;
  /** Scores already computed by the caller (the digest orders by them); read here otherwise. */
  scores?: Map<number, Score>;
}

const presentRelevance = (score: Score | undefined): Relevance | null =>
  score
    ? {
        score: Math.round(score.score * 100) / 100,
        reasons: score.reasons.map(({ sign, label }) => ({ sign, label })),
      }
    : null;

/** A card; `viewer.eligibility` gives the verdict on its tender (the list reads the user's profile once). */
function presentNotification(
  row: NotificationRow,
  viewer: Required<Viewer>,
  reasons: Map<number, MatchReason[]>,
): Notification {
  const project = row.id === null ? null : presentTenderSummary({ ...row, id: row.id });
  const notification: Notification = {
    id: row.notification_id,
    date: new Date(row.notification_date).toISOString(),
    processed: row.processed,
    starred: row.starred,
    noticeable_type: row.noticeable_type,
    noticeable_id: noticeableId(row),
    notification_types: row.notification_types,
    alerts: row.alert_refs,
    match_reasons: reasons.get(row.notification_id) ?? [],
    feedback: row.feedback,
    relevance: null,
    data: row.data,
    project,
    eligibility: project ? viewer.eligibility.verdictOf(row.eligibility_facts) : null,
    party:
      row.party_ref_id === null
        ? null
        : { id: row.party_ref_id, name: row.party_name ?? '', party_id: row.party_tax_id },
  };
  // Relevance rates new tenders (what the user judges), not changes of one they already follow.
  if (project && asksFeedback(notification))
    notification.relevance = presentRelevance(viewer.scores.get(project.id));
  return notification;
}

/** The cards of some rows, with why their alerts brought them and their scores (read for all the rows at once). */
export async function presentNotifications(
  db: Db,
  rows: NotificationRow[],
  viewer: Viewer,
): Promise<Notification[]> {
  const reasons = await matchReasons(
    db,
    rows.filter((row) => row.alert_refs.length > 0).map((row) => row.notification_id),
  );
  const scores =
    viewer.scores ??
    (await scoreTenders(
      db,
      viewer.userId,
      rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    ));
  return rows.map((row) => presentNotification(row, { ...viewer, scores }, reasons));
}
