import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { normaliseEmail } from '../accounts/secrets';
import { recordAdminChange } from '../admin/record-admin-change';
import { addMember } from './add-member';
import { adminLicence } from './admin-licence';
import { removeMember } from './remove-member';

/**
 * The admin adds or removes a licence holder as the owner would (same rules and messages),
 * in one transaction with the audit row.
 */
export async function adminAddMember(
  db: Db,
  config: Config,
  adminId: number,
  input: { licenceId: number; email: string },
): Promise<{ invited: boolean }> {
  return db.transaction(async (tx) => {
    const { ownerId } = await adminLicence(tx, input.licenceId);
    const result = await addMember(tx, config, { ...input, ownerId });
    await recordAdminChange(tx, {
      adminId,
      action: 'subscription.add_member',
      targetType: 'subscription',
      targetId: input.licenceId,
      before: null,
      after: { user_email: normaliseEmail(input.email), invited: result.invited },
    });
    return result;
  });
}

export async function adminRemoveMember(
  db: Db,
  adminId: number,
  input: { licenceId: number; userId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { ownerId } = await adminLicence(tx, input.licenceId);
    await removeMember(tx, { ...input, ownerId });
    await recordAdminChange(tx, {
      adminId,
      action: 'subscription.remove_member',
      targetType: 'subscription',
      targetId: input.licenceId,
      before: { user_id: input.userId },
      after: null,
    });
  });
}
