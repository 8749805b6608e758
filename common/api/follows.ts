import { z } from 'zod';
import { idSchema } from './fields';
import { mailingFrequencySchema } from './mailing-frequency';
import { partyWithCountsSchema } from './procurement-party';
import { pageMetadataSchema, projectSummarySchema } from './procurement-search';
import { API_TEXTS } from './texts';

/** The two follow tables show 25 rows a page. */
export const SUBSCRIPTIONS_PAGE_SIZE = 25;

/** POST …/subscription, body optional (null without one): following starts daily unless told otherwise. */
export const followBodySchema = z
  .object({ mailing_frequency: mailingFrequencySchema.optional() })
  .nullish()
  .transform((body) => ({ mailing_frequency: body?.mailing_frequency ?? 'daily' }));

/** PUT …/subscription. */
export const updateFollowBodySchema = z.object({ mailing_frequency: mailingFrequencySchema });

export const projectSubscriptionCoreSchema = z.object({
  id: z.number().int(),
  procurement_project_id: z.number().int(),
  mailing_frequency: mailingFrequencySchema,
  /** When the follower is reminded that the execution ends in 6 months (YYYY-MM-DD), if ever. */
  reminder_at: z.string().nullable(),
});
export type ProjectSubscriptionCore = z.infer<typeof projectSubscriptionCoreSchema>;

export const partySubscriptionCoreSchema = z.object({
  id: z.number().int(),
  procurement_party_id: z.number().int(),
  mailing_frequency: mailingFrequencySchema,
});
export type PartySubscriptionCore = z.infer<typeof partySubscriptionCoreSchema>;

export const projectSubscriptionResponseSchema = z.object({
  project_subscription: projectSubscriptionCoreSchema,
});
export const partySubscriptionResponseSchema = z.object({ party_subscription: partySubscriptionCoreSchema });

/**
 * POST /v1/procurement_project_subscriptions and /v1/procurement_party_subscriptions: `mode:
 * 'core'` answers just which tenders (parties) the user follows, unpaged — with `ids`, among
 * those (the bells of a table page); otherwise one page of the user's follows with the tender
 * (party) and its notification counts, for the two tables. `ids` narrows either.
 */
export const subscriptionsBodySchema = z.object({
  mode: z.enum(['core', 'full'], API_TEXTS.follows.modoNoValidoCoreFull).optional().default('full'),
  ids: z.array(idSchema).max(1000).optional(),
  page: z.number().int().min(1).max(10_000).optional().default(1),
});
export type SubscriptionsQuery = z.output<typeof subscriptionsBodySchema>;

const notificationCounts = {
  /** Notifications the user got about this tender (party). */
  total_notifications: z.number().int(),
  last_notification_date: z.iso.datetime().nullable(),
};

export const projectSubscriptionSchema = z.object({
  id: z.number().int(),
  project: projectSummarySchema,
  mailing_frequency: mailingFrequencySchema,
  reminder_at: z.string().nullable(),
  ...notificationCounts,
});
export type ProjectSubscription = z.infer<typeof projectSubscriptionSchema>;

export const partySubscriptionSchema = z.object({
  id: z.number().int(),
  party: partyWithCountsSchema,
  mailing_frequency: mailingFrequencySchema,
  ...notificationCounts,
});
export type PartySubscription = z.infer<typeof partySubscriptionSchema>;

export const projectSubscriptionsCoreResponseSchema = z.object({
  project_subscriptions: z.array(projectSubscriptionCoreSchema),
});
export const partySubscriptionsCoreResponseSchema = z.object({
  party_subscriptions: z.array(partySubscriptionCoreSchema),
});
export const projectSubscriptionsPageSchema = z.object({
  results: z.array(projectSubscriptionSchema),
  metadata: pageMetadataSchema,
});
export type ProjectSubscriptionsPage = z.infer<typeof projectSubscriptionsPageSchema>;
export const partySubscriptionsPageSchema = z.object({
  results: z.array(partySubscriptionSchema),
  metadata: pageMetadataSchema,
});
export type PartySubscriptionsPage = z.infer<typeof partySubscriptionsPageSchema>;
