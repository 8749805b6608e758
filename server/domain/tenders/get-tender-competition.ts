import { sql } from 'drizzle-orm';
import type { AwardCompetition, TenderCompetition } from '../../../common/api/competition';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { expectedCompetition, openTenderOf, type StoredTender } from './expected-competition';
import { tenderNotFound } from './get-tender-detail';

interface TenderRow extends StoredTender {
  awards: AwardCompetition[];
}

/**
 * A tender's competition: each award's offers, discount, lowest and highest offer and SME
 * winner, and for an open tender what comparable awarded tenders let it expect.
 */
export async function getTenderCompetition(db: Db, id: number): Promise<TenderCompetition> {
  const [tender] = await queryRows<TenderRow>(
    db,
    sql`select p.status, p.cpv_codes, p.contracting_party_id, p.contracting_party_name, p.location_nuts,
      (select coalesce(json_agg(json_build_object(
          'id', r.id, 'lot_id', r.lot_id, 'offers_received', r.received_tender_quantity,
          'discount', r.discount, 'discount_exclusion', r.discount_exclusion,
          'lower_offer', r.lower_tender_amount::text, 'higher_offer', r.higher_tender_amount::text,
          'sme', r.sme_awarded) order by r.position), '[]')
        from tender_results r where r.project_id = p.id) as awards
    from projects p where p.id = ${id}`,
  );
  if (!tender) throw tenderNotFound();
  const open = openTenderOf(tender);
  return { awards: tender.awards, expected: open ? await expectedCompetition(db, open) : null };
}
