import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AdminChange = Omit<typeof adminAuditLog.$inferInsert, 'id' | 'createdAt'>;

/** Writes the audit row in the change's own transaction: a change is never kept without it. */
export async function recordAdminChange(tx: Tx | Db, change: AdminChange) {
  await tx.insert(adminAuditLog).values(change);
}
