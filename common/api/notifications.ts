import { z } from 'zod';
import { pageMetadataSchema, projectSummarySchema } from './procurement-search';

export const NOTICEABLE_TYPES = ['Procurement::Project', 'Procurement::Party'] as const;

/**
 * One notification (spec §3): what it is about (`project` for a tender, `party` for a company),
 * why (`notification_types`, the `alerts` it answers) and what the card shows (`data`, with the
 * from/to `changes` of a changed tender).
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  date: z.iso.datetime(),
  processed: z.boolean(),
  starred: z.boolean(),
  noticeable_type: z.enum(NOTICEABLE_TYPES),
  noticeable_id: z.number().int().nullable(),
  notification_types: z.array(z.string()),
  alerts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  data: z.record(z.string(), z.unknown()),
  project: projectSummarySchema.nullable(),
  party: z.object({ id: z.number().int(), name: z.string(), party_id: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  metadata: pageMetadataSchema,
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
