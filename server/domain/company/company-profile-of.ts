import { eq } from 'drizzle-orm';
import type { CompanyProfile } from '../../../common/api/company-profile';
import type { Db } from '../../db/client';
import { companyProfiles } from '../../db/schema';
import { findUserLicence } from '../licences/find-user-licence';

/** Whose profile a user works with: their licence's (changed by its owner) or their own. */
export interface ProfileOwner {
  subscriptionId: number | null;
  userId: number | null;
  editable: boolean;
}

/**
 * The licence the user holds or held (findUserLicence's rule) owns the profile its members share;
 * a user who never belonged to one keeps their own.
 */
export async function profileOwnerOf(db: Pick<Db, 'select'>, userId: number): Promise<ProfileOwner> {
  const licence = await findUserLicence(db, userId);
  return licence
    ? { subscriptionId: licence.id, userId: null, editable: licence.ownerId === userId }
    : { subscriptionId: null, userId, editable: true };
}

export const ownerCondition = (owner: ProfileOwner) =>
  owner.subscriptionId !== null
    ? eq(companyProfiles.subscriptionId, owner.subscriptionId)
    : eq(companyProfiles.userId, owner.userId ?? 0);

type ProfileRow = typeof companyProfiles.$inferSelect;

/** A stored profile (or none yet: every part empty) as the API gives it to `owner`'s user. */
export const presentCompanyProfile = (row: ProfileRow | undefined, owner: ProfileOwner): CompanyProfile => ({
  tax_id: row?.taxId ?? null,
  classifications: row?.classifications ?? [],
  turnover: row?.turnover ?? [],
  certificates: row?.certificates ?? [],
  provinces: row?.provinces ?? [],
  cpv_codes: row?.cpvCodes ?? [],
  owner: owner.subscriptionId !== null ? 'licence' : 'user',
  editable: owner.editable,
  updated_at: row ? row.updatedAt.toISOString() : null,
});

/** The profile the user sees; every part empty when none was saved yet. */
export async function companyProfileOf(db: Pick<Db, 'select'>, userId: number): Promise<CompanyProfile> {
  const owner = await profileOwnerOf(db, userId);
  const [row] = await db.select().from(companyProfiles).where(ownerCondition(owner)).limit(1);
  return presentCompanyProfile(row, owner);
}
