import { sql } from 'drizzle-orm';
import type { Eligibility } from '../../../common/api/company-profile';
import { madridToday } from '../../../common/calendar';
import { checkEligibility } from '../../../common/eligibility/check-eligibility';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { PlacspEntry } from '../../db/tender-data';
import { tenderPliego } from '../../documents/tender-pliego';
import { entryEligibilityFacts } from '../eligibility/tender-facts';
import { tenderNotFound } from '../tenders/get-tender-detail';
import { companyProfileOf } from './company-profile-of';

/**
 * '¿Puedo presentarme?' for one tender: its stored requirements (and its pliego's) against the
 * profile the user works with, classifications judged valid on `now`'s Madrid day.
 */
export async function tenderEligibility(
  db: Db,
  userId: number,
  projectId: number,
  now = new Date(),
): Promise<Eligibility> {
  const [tender] = await queryRows<{ data: PlacspEntry }>(
    db,
    sql`select data from projects where id = ${projectId}`,
  );
  if (!tender) throw tenderNotFound();
  const profile = await companyProfileOf(db, userId);
  const pliego = await tenderPliego(db, projectId);
  return checkEligibility(entryEligibilityFacts(tender.data, pliego), profile, madridToday(now));
}
