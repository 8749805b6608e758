import type { CompanyProfile, CompanyProfileBody } from '../../../common/api/company-profile';
import type { Db } from '../../db/client';
import { companyProfiles } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { presentCompanyProfile, profileOwnerOf } from './company-profile-of';

/**
 * Replaces the profile the user works with; only a licence's owner changes the licence's. One
 * upsert on the owner's unique key: parallel saves never make a second row, and each leaves a
 * whole profile (the last one wins), never a mix of two.
 */
export async function replaceCompanyProfile(
  db: Db,
  userId: number,
  body: CompanyProfileBody,
): Promise<CompanyProfile> {
  const owner = await profileOwnerOf(db, userId);
  if (!owner.editable) throw new AppError('forbidden', t('errors.companyProfile.ownerOnly'));
  const values = {
    taxId: body.tax_id,
    classifications: body.classifications,
    turnover: [...body.turnover].sort((a, b) => b.year - a.year),
    certificates: body.certificates,
    provinces: body.provinces,
    cpvCodes: body.cpv_codes,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(companyProfiles)
    .values({ subscriptionId: owner.subscriptionId, userId: owner.userId, ...values })
    .onConflictDoUpdate({
      target: owner.subscriptionId !== null ? companyProfiles.subscriptionId : companyProfiles.userId,
      set: values,
    })
    .returning();
  return presentCompanyProfile(row, owner);
}
