import type { PartySubscriptionCore, ProjectSubscriptionCore } from '../../../common/api/follows';
import type { FollowRow } from './follow-tables';

export const presentTenderFollowCore = (row: FollowRow): ProjectSubscriptionCore => ({
  id: row.id,
  procurement_project_id: row.target_id,
  mailing_frequency: row.mailing_frequency,
  reminder_at: row.reminder_at,
});

export const presentPartyFollowCore = (row: FollowRow): PartySubscriptionCore => ({
  id: row.id,
  procurement_party_id: row.target_id,
  mailing_frequency: row.mailing_frequency,
});

/** A timestamp from either driver (Date or text) as an ISO instant. */
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
