import { appUrl, tenderPagePath } from '../../../common/app-paths';
import { formatDate, formatDateTime } from '../../../common/format';
import { t } from '../../messages';
import type { CalendarEvent } from './ics';

/** What a tender's events say: its id, title and body, and the page they link to. */
export interface EventTender {
  id: number;
  title: string;
  contracting_party_name: string | null;
}

/** The domain part of every UID: the app's host, so two installations never mix their events. */
const uidDomain = (publicUrl: string) => new URL(publicUrl).hostname;

const bodyLine = (tender: EventTender) =>
  tender.contracting_party_name
    ? `${t('calendar.event.body', { name: tender.contracting_party_name })}\n`
    : '';

/** The submission deadline of a tender: a moment, one event per tender whatever the deadline. */
export function deadlineEvent(publicUrl: string, tender: EventTender, deadline: Date): CalendarEvent {
  return {
    uid: `deadline-${tender.id}@${uidDomain(publicUrl)}`,
    summary: t('calendar.event.deadlineSummary', { title: tender.title }),
    description: `${bodyLine(tender)}${t('calendar.event.deadline', { date: formatDateTime(deadline) })}`,
    url: appUrl(publicUrl, tenderPagePath(tender.id)),
    at: { moment: deadline },
  };
}

/** The follow clock's reminder of a contract: the whole day it reminds, and when the execution ends. */
export function renewalEvent(
  publicUrl: string,
  tender: EventTender,
  reminderDay: string,
  contract: {
    execution_end: string | null;
    extension_text: string | null;
    execution_end_with_extensions: string | null;
  },
): CalendarEvent {
  const end = contract.execution_end
    ? t('calendar.event.executionEnd', { date: formatDate(contract.execution_end) })
    : t('calendar.event.executionEndUnknown');
  // The extension is free text as published: shown beside the end, never folded into it.
  const extension = contract.extension_text
    ? `\n${t('calendar.event.extension', { text: contract.extension_text })}`
    : '';
  // Only where the extension text states how long (common/contract-extension.ts).
  const withExtensions = contract.execution_end_with_extensions
    ? `\n${t('calendar.event.endWithExtensions', { date: formatDate(contract.execution_end_with_extensions) })}`
    : '';
  return {
    uid: `renewal-${tender.id}@${uidDomain(publicUrl)}`,
    summary: t('calendar.event.renewalSummary', { title: tender.title }),
    description: `${bodyLine(tender)}${end}${extension}${withExtensions}`,
    url: appUrl(publicUrl, tenderPagePath(tender.id)),
    at: { day: reminderDay },
  };
}
