import { TAX_ID } from '../../../common/api/company-profile';
import {
  MY_COMPANY_RENEWALS_SHOWN,
  type MyCompany,
  type MyCompanyQuery,
  type MyCompanyRenewals,
} from '../../../common/api/my-company';
import type { Database, Db } from '../../db/client';
import type { EndingWindow } from '../../search/renewal-window';
import { companyAnalytics } from '../parties/analytics/company-analytics';
import { endingWindow, searchRenewals } from '../renewals/search-renewals';
import { companyProfileOf } from './company-profile-of';
import { partyOfTaxId } from './party-of-tax-id';

/**
 * The renewals won by any of these tax ids. The ids are also the search words, so the same search
 * saved as an alert (which needs a word) watches exactly these contracts.
 */
async function renewalsWonBy(
  db: Db,
  taxIds: string[],
  ending: EndingWindow,
  now: Date,
): Promise<MyCompanyRenewals> {
  const search = { searchTerms: taxIds.join(' OR '), filters: { awardee_parties: taxIds } };
  const found = await searchRenewals(
    db,
    { ...search, ending, page: 1, pageSize: MY_COMPANY_RENEWALS_SHOWN },
    now,
  );
  return { search, total: found.metadata.total_results, results: found.results };
}

/**
 * 'Mi empresa' for a user: the company of their profile's tax id, its Análisis (every year) and
 * the contracts ending in the window that it holds and that its usual competitors hold.
 */
export async function myCompanyOf(
  database: Pick<Database, 'db' | 'read'>,
  userId: number,
  window: MyCompanyQuery,
  now: Date = new Date(),
): Promise<MyCompany> {
  const { tax_id: taxId } = await companyProfileOf(database.db, userId);
  const ending = endingWindow(window, now);
  if (!taxId) return { tax_id: null, party: null, analytics: null, ending, defend: null, could_win: null };

  const party = await partyOfTaxId(database.read, taxId);
  const analytics = party ? (await companyAnalytics(database.read, party.id, [])).answer : null;
  // A competitor known by a name alone (a UTE is published with '-') cannot be searched for.
  const rivals = (analytics?.competitors ?? []).flatMap(({ party }) =>
    party.party_id && TAX_ID.test(party.party_id) ? [party.party_id] : [],
  );
  const [defend, couldWin] = await Promise.all([
    renewalsWonBy(database.read, [taxId], ending, now),
    rivals.length > 0 ? renewalsWonBy(database.read, rivals, ending, now) : null,
  ]);
  return { tax_id: taxId, party, analytics, ending, defend, could_win: couldWin };
}
