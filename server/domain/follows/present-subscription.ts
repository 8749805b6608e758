import type { PartySubscriptionCore, ProjectSubscriptionCore } from '../../../common/api/follows';
import type { SubscriptionRow } from './subscription-tables';

export const presentProjectSubscriptionCore = (row: SubscriptionRow): ProjectSubscriptionCore => ({
  id: row.id,
  procurement_project_id: row.target_id,
  mailing_frequency: row.mailing_frequency,
  reminder_at: row.reminder_at,
});

export const presentPartySubscriptionCore = (row: SubscriptionRow): PartySubscriptionCore => ({
  id: row.id,
  procurement_party_id: row.target_id,
  mailing_frequency: row.mailing_frequency,
});

/** A timestamp from either driver (Date or text) as an ISO instant. */
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
