import type { PipelineEvent } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { pipelineEvents } from '../../db/schema';

export interface EventInput {
  kind: PipelineEvent['kind'];
  from?: string | null;
  to?: string | null;
  note?: string | null;
}

/** Writes a card's history lines; `actorId` null: the award (or a re-publication) did it. */
export async function recordEvents(
  db: Pick<Db, 'insert'>,
  cardId: number,
  actorId: number | null,
  events: EventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(pipelineEvents).values(
    events.map((e) => ({
      cardId,
      actorId,
      kind: e.kind,
      fromValue: e.from ?? null,
      toValue: e.to ?? null,
      note: e.note ?? null,
    })),
  );
}
