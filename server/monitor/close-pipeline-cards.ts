import { eq, sql } from 'drizzle-orm';
import type { PipelineOutcome } from '../../common/api/pipeline';
import type { PipelineClosedData } from '../../common/notifications/notification-types';
import { NOTIFICATION_TYPES } from '../../common/notifications/notification-types';
import type { Db } from '../db/client';
import { pgArray, queryRows } from '../db/rows';
import { notifications, pipelineCards, pipelineEvents } from '../db/schema';
import { t } from '../messages';

type Tx = Pick<Db, 'execute' | 'insert' | 'update'>;

interface SubmittedCard {
  id: number;
  project_id: number;
  tell: number | null;
  bid_discount: number | null;
  tax_id: string | null;
}

interface AwardRow {
  winner_name: string | null;
  winner_tax_id: string | null;
  amount: string | null;
  budget: string | null;
  discount: number | null;
  award_date: string | null;
}

/** A NIF as company profiles store it: upper case, letters and digits only. */
const nif = (value: string | null) => value?.toUpperCase().replace(/[^A-Z0-9]/g, '') || null;

/** What the awards (every lot) say: the winners, the amount, the discount and the latest date. */
function outcomeOf(awards: AwardRow[]): PipelineOutcome {
  const winners = new Map<string, { name: string; tax_id: string | null }>();
  for (const a of awards)
    if (a.winner_name)
      winners.set(nif(a.winner_tax_id) ?? a.winner_name, {
        name: a.winner_name,
        tax_id: nif(a.winner_tax_id),
      });
  const amounts = awards.filter((a) => a.amount !== null);
  // In cents, so adding lots adds no floating-point crumbs to the euros.
  const cents = amounts.reduce((sum, a) => sum + Math.round(Number(a.amount) * 100), 0);
  const budgeted = amounts.filter((a) => a.budget !== null);
  const budget = budgeted.reduce((sum, a) => sum + Number(a.budget), 0);
  const awarded = budgeted.reduce((sum, a) => sum + Number(a.amount), 0);
  const discount =
    awards.length === 1 ? awards[0]!.discount : budgeted.length && budget > 0 ? 1 - awarded / budget : null;
  const dates = awards.flatMap((a) => (a.award_date ? [a.award_date] : [])).sort();
  return {
    winners: [...winners.values()],
    awarded_amount: amounts.length ? (cents / 100).toFixed(2) : null,
    winning_discount: discount,
    award_date: dates.at(-1) ?? null,
  };
}

/**
 * Closes the 'Presentada' cards of tenders that now have an award: won when the board's company
 * profile NIF is among the winners, else lost with what the award said. The person in charge (or
 * whoever added the card) is told; the history line has no actor. Only 'submitted' cards move, so
 * running it again for the same tenders changes nothing.
 */
export async function closeCardsByAward(tx: Tx, projectIds: number[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const cards = await queryRows<SubmittedCard>(
    tx,
    sql`select c.id, c.project_id, coalesce(c.assignee_id, c.created_by) as tell, c.bid_discount,
          (select f.tax_id from company_profiles f
           where f.subscription_id = c.subscription_id or f.user_id = c.user_id) as tax_id
        from pipeline_cards c
        where c.stage = 'submitted' and c.project_id = any(${pgArray(projectIds)}::int[])
          and exists (select 1 from tender_results r where r.project_id = c.project_id and r.winner_name is not null)
        order by c.id for update of c`,
  );
  for (const card of cards) {
    const awards = await queryRows<AwardRow>(
      tx,
      sql`select winner_name, winner_identifier as winner_tax_id, tax_exclusive_amount::text as amount,
            budget_amount::text as budget, discount, award_date::text as award_date
          from tender_results where project_id = ${card.project_id} order by position`,
    );
    const outcome = outcomeOf(awards);
    const ours = nif(card.tax_id);
    const stage = ours && outcome.winners.some((w) => w.tax_id === ours) ? 'won' : 'lost';
    const now = new Date();
    await tx
      .update(pipelineCards)
      .set({ stage, outcome, stageSince: now, updatedAt: now })
      .where(eq(pipelineCards.id, card.id));
    // No actor: the award moved it.
    await tx.insert(pipelineEvents).values({
      cardId: card.id,
      kind: 'award',
      fromValue: 'submitted',
      toValue: stage,
      note: outcome.winners.map((w) => w.name).join(', ') || null,
    });
    if (card.tell === null) continue;
    const data: PipelineClosedData = {
      card_id: card.id,
      stage,
      winners: outcome.winners,
      awarded_amount: outcome.awarded_amount,
      winning_discount: outcome.winning_discount,
      our_discount: card.bid_discount,
    };
    await tx
      .insert(notifications)
      .values({
        userId: card.tell,
        noticeableType: NOTIFICATION_TYPES.pipeline_closed.noticeableType,
        notificationTypes: ['pipeline_closed'],
        projectId: card.project_id,
        data,
        mailingFrequency: 'daily',
        dedupeKey: `pipeline_closed:${card.id}`,
      })
      .onConflictDoNothing();
  }
  return cards.length;
}

/**
 * Brings back to 'Detectada' the discarded cards whose tender was published again: a newer tender
 * of the same contracting body and expediente. The card then points at the new tender, unless the
 * board already has it; the history says so, with no actor.
 */
export async function reopenRepublishedCards(tx: Pick<Db, 'execute'>, projectIds: number[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const moved = await queryRows<{ id: number; old_id: number; new_id: number }>(
    tx,
    sql`with moved as (
          select distinct on (c.id) c.id, c.project_id as old_id, n.id as new_id
          from projects n
          join projects o on o.contract_folder_id = n.contract_folder_id
                         and o.contracting_party_id = n.contracting_party_id and o.id <> n.id
          join pipeline_cards c on c.project_id = o.id and c.stage = 'discarded'
          where n.id = any(${pgArray(projectIds)}::int[]) and n.contract_folder_id is not null
            and n.source_updated_at > o.source_updated_at
            and not exists (select 1 from pipeline_cards d where d.project_id = n.id
                              and (d.subscription_id = c.subscription_id or d.user_id = c.user_id))
          order by c.id, n.source_updated_at desc)
        update pipeline_cards c set project_id = m.new_id, stage = 'detected', stage_since = now(),
          updated_at = now(), outcome = null
        from moved m where c.id = m.id
        returning c.id, m.old_id, m.new_id`,
  );
  for (const card of moved) {
    await tx.execute(
      sql`insert into pipeline_events (card_id, kind, from_value, to_value, note)
          values (${card.id}, 'republished', ${String(card.old_id)}, ${String(card.new_id)},
                  ${t('pipeline.history.republished')})`,
    );
  }
  return moved.length;
}
