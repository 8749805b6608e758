import type { PartyAnalytics, PartyAnalyticsQuery } from '../../../../common/api/party-analytics';
import type { Db } from '../../../db/client';
import { ensurePartyExists } from '../get-party';
import { bodyAnalytics } from './body-analytics';
import { companyAnalytics } from './company-analytics';

/** The Análisis of a company or contracting body: both roles, each null when the party lacks it. */
export async function getPartyAnalytics(
  db: Db,
  partyId: number,
  { years }: PartyAnalyticsQuery,
): Promise<PartyAnalytics> {
  await ensurePartyExists(db, partyId);
  const [company, contractingBody] = await Promise.all([
    companyAnalytics(db, partyId, years),
    bodyAnalytics(db, partyId, years),
  ]);
  return { years, company, contracting_body: contractingBody };
}
