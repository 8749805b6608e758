import { sql } from 'drizzle-orm';
import type {
  MemberRef,
  PipelineCardDetail,
  PipelineComment,
  PipelineEvent,
} from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { assertCardOnBoard, boardOf } from './board-of';
import { presentCard } from './present-card';

const person = (column: string) =>
  sql.raw(
    `(select json_build_object('id', u.id, 'name', u.name, 'email', u.email) from users u where u.id = ${column})`,
  );

/** A card of the user's board with its comments and history, oldest first. */
export async function showCard(db: Db, userId: number, id: number): Promise<PipelineCardDetail> {
  const board = await boardOf(db, userId);
  await assertCardOnBoard(db, board, id);
  const [card, comments, history] = await Promise.all([
    presentCard(db, userId, board, id),
    queryRows<Omit<PipelineComment, 'created_at'> & { created_at: string | Date }>(
      db,
      sql`select k.id, ${person('k.author_id')} as author, k.body, k.created_at,
            coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name)
                      from users u where u.id in (select jsonb_array_elements_text(k.mentions)::int)), '[]'::json)
              as mentions
          from pipeline_comments k where k.card_id = ${id} order by k.id`,
    ),
    queryRows<{
      id: number;
      actor: MemberRef | null;
      kind: PipelineEvent['kind'];
      from: string | null;
      to: string | null;
      note: string | null;
      at: string | Date;
    }>(
      db,
      sql`select e.id, ${person('e.actor_id')} as actor, e.kind, e.from_value as "from", e.to_value as "to",
            e.note, e.created_at as at
          from pipeline_events e where e.card_id = ${id} order by e.id`,
    ),
  ]);
  return {
    ...card,
    comments: comments.map((c) => ({ ...c, created_at: new Date(c.created_at).toISOString() })),
    history: history.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
  };
}
