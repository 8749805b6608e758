import type { DocumentSource } from '../../../common/api/documents';
import type { Notification } from '../../../common/api/notifications';
import { documentViewerPath } from '../../../common/api/publications';
import type { OfficialBulletinData } from '../../../common/notifications/notification-types';
import { tenderPath } from '../links';

/** What a card's title opens: a tender, or an official publication's stored document. */
export type NotificationTarget =
  | { kind: 'tender'; id: number }
  | { kind: 'document'; source: DocumentSource; id: string };

/** The bulletin data of an official_bulletin notification; null for any other. */
export function officialBulletinOf(n: Notification): OfficialBulletinData | null {
  if (!n.notification_types.includes('official_bulletin')) return null;
  const data = n.data as Partial<OfficialBulletinData>;
  return data.source === 'boe' && typeof data.identifier === 'string' ? (data as OfficialBulletinData) : null;
}

/** The page a target opens on; `comingFrom` is where a tender page's back link returns. */
export function targetPath(target: NotificationTarget, comingFrom?: string): string {
  return target.kind === 'tender'
    ? tenderPath(target.id, comingFrom)
    : documentViewerPath(target.source, target.id);
}
