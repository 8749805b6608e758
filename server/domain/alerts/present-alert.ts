import { sql } from 'drizzle-orm';
import type { Alert } from '../../../common/api/alerts';
import { presentableFilters } from './presentable-filters';

export interface AlertRow {
  id: number;
  name: string;
  search_terms: string;
  alert_type: Alert['alert_type'];
  months_ahead: number | null;
  filters: unknown;
  mailing_frequency: Alert['mailing_frequency'];
  send_email: boolean;
  starred: boolean;
  created_at: string | Date;
  total_notifications: number;
  last_notification: string | Date | null;
  check_failed_at: string | Date | null;
}

/** The alerts columns (alias `a`) plus how many notifications it produced and the newest one's date. */
export const alertColumns = sql`a.id, a.name, a.search_terms, a.alert_type, a.months_ahead, a.filters, a.mailing_frequency,
  a.send_email, a.starred, a.created_at, a.check_failed_at,
  (select count(*)::int from notifications n where n.alert_ids @> array[a.id]) as total_notifications,
  (select max(n.date) from notifications n where n.alert_ids @> array[a.id]) as last_notification`;

const iso = (v: string | Date) => new Date(v).toISOString();

export function presentAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    name: row.name,
    searchTerms: row.search_terms,
    alert_type: row.alert_type,
    months_ahead: row.months_ahead,
    filters: presentableFilters(row.filters),
    mailing_frequency: row.mailing_frequency,
    send_email: row.send_email,
    starred: row.starred,
    total_notifications: row.total_notifications,
    last_notification: row.last_notification === null ? null : iso(row.last_notification),
    check_failed_at: row.check_failed_at === null ? null : iso(row.check_failed_at),
    created_at: iso(row.created_at),
    // Given to the owner by withFeedUrls (feed-link.ts): the address is a credential.
    feed_url: null,
  };
}
