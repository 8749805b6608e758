import type { Db } from '../db/client';
import { alerts, notifications, partySubscriptions, projectSubscriptions } from '../db/schema';

/** A saved alert of `userId`, valid as the API would store it unless told otherwise. */
export async function createAlertRow(
  db: Db,
  userId: number,
  overrides: Partial<Omit<typeof alerts.$inferInsert, 'userId'>> = {},
) {
  const [alert] = await db
    .insert(alerts)
    .values({
      userId,
      name: 'Obras en Asturias',
      searchTerms: 'obras',
      filters: { sources: ['placsp'] },
      ...overrides,
    })
    .returning();
  return alert!;
}

/**
 * A notification of `userId`, as the monitoring engine would leave it: about a tender unless a
 * party is given, linked to the alerts it answers.
 */
export async function createNotificationRow(
  db: Db,
  userId: number,
  fields: Partial<Omit<typeof notifications.$inferInsert, 'userId'>> = {},
) {
  const [notification] = await db
    .insert(notifications)
    .values({
      userId,
      noticeableType: fields.partyId && !fields.projectId ? 'Procurement::Party' : 'Procurement::Project',
      ...fields,
    })
    .returning();
  return notification!;
}

/** `userId` follows a tender (as the follow endpoint stores it, daily unless told otherwise). */
export async function createTenderFollowRow(
  db: Db,
  userId: number,
  projectId: number,
  overrides: Partial<Omit<typeof projectSubscriptions.$inferInsert, 'userId' | 'projectId'>> = {},
) {
  const [follow] = await db
    .insert(projectSubscriptions)
    .values({ userId, projectId, ...overrides })
    .returning();
  return follow!;
}

/** `userId` follows a company or contracting body. */
export async function createPartyFollowRow(
  db: Db,
  userId: number,
  partyId: number,
  overrides: Partial<Omit<typeof partySubscriptions.$inferInsert, 'userId' | 'partyId'>> = {},
) {
  const [follow] = await db
    .insert(partySubscriptions)
    .values({ userId, partyId, ...overrides })
    .returning();
  return follow!;
}
