import { sql } from 'drizzle-orm';
import { Feed } from 'feed';
import type { Notification } from '../../../common/api/notifications';
import { documentViewerPath } from '../../../common/api/publications';
import { appUrl, tenderPagePath } from '../../../common/app-paths';
import { escapeHtml } from '../../../common/escape-html';
import { formatAmount, formatDateTime } from '../../../common/format';
import type { OfficialBulletinData } from '../../../common/notifications/notification-types';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { t } from '../../messages';
import { EMPTY_PROFILE } from '../../search/eligibility-facts';
import { eligibilityOf } from '../../search/user-eligibility';
import {
  type NotificationRow,
  notificationSelect,
  presentNotifications,
} from '../notifications/present-notification';
import { feedAlert } from './feed-link';

/** How many of the alert's newest matches a feed lists. */
export const FEED_ENTRIES = 50;

interface Entry {
  title: string;
  link: string;
  lines: string[];
}

const present = (line: string | null | undefined | false): line is string => !!line;

/** A matched tender: the words found, its body, amount and deadline; a bulletin announcement: its department and date. */
function entryOf(n: Notification, alertId: number, publicUrl: string): Entry {
  if (n.project) {
    const p = n.project;
    const words = n.match_reasons.find((reason) => reason.alert_id === alertId)?.terms ?? [];
    const lines = [
      words.length > 0 && t('feeds.entry.words', { words: words.join(', ') }),
      p.contracting_party && t('feeds.entry.body', { name: p.contracting_party.name }),
      p.total_amount && t('feeds.entry.amount', { amount: formatAmount(p.total_amount) }),
      p.submission_deadline && t('feeds.entry.deadline', { date: formatDateTime(p.submission_deadline) }),
    ];
    return { title: p.title, link: appUrl(publicUrl, tenderPagePath(p.id)), lines: lines.filter(present) };
  }
  const data = n.data as Partial<OfficialBulletinData>;
  return {
    title: data.title ?? data.identifier ?? '',
    link: appUrl(publicUrl, data.identifier ? documentViewerPath('boe', data.identifier) : '/licitaciones'),
    lines: [data.department && t('feeds.entry.department', { name: data.department })].filter(present),
  };
}

/**
 * An alert's private Atom 1.0 feed: its newest matches (the owner's notifications from it,
 * discarded ones included: the feed is the alert's record, not the inbox), each entry linking
 * to its tender page. Feed readers send no session: the token in the address is the credential.
 */
export async function alertFeed(db: Db, publicUrl: string, alertId: number, token: string): Promise<string> {
  const alert = await feedAlert(db, alertId, token);
  const rows = await queryRows<NotificationRow>(
    db,
    sql`${notificationSelect} where n.user_id = ${alert.userId} and n.alert_ids @> array[${alert.id}::int]
        order by n.date desc, n.id desc limit ${FEED_ENTRIES}`,
  );
  // A feed reader is no user: its entries carry no verdict and no score.
  const matches = await presentNotifications(db, rows, {
    userId: alert.userId,
    eligibility: eligibilityOf(EMPTY_PROFILE),
    scores: new Map(),
  });
  const host = new URL(publicUrl).hostname;
  const feed = new Feed({
    id: `tag:${host},2026:alert-${alert.id}`,
    title: t('feeds.title', { name: alert.name }),
    description: t('feeds.subtitle'),
    link: appUrl(publicUrl, '/licitaciones/alertas'),
    language: 'es',
    // A feed with no match yet has been as it is since the alert was saved.
    updated: matches[0] ? new Date(matches[0].date) : alert.createdAt,
    author: { name: t('app.name'), link: appUrl(publicUrl, '/') },
    generator: false,
  });
  for (const n of matches) {
    const entry = entryOf(n, alert.id, publicUrl);
    feed.addItem({
      id: `tag:${host},2026:alert-${alert.id}-notification-${n.id}`,
      title: entry.title,
      link: entry.link,
      date: new Date(n.date),
      description: entry.lines.join(' · '),
      content: entry.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    });
  }
  return feed.atom1();
}
