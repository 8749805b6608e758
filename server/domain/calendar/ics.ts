import ical from 'ical-generator';
import { t } from '../../messages';

/**
 * One calendar entry. `uid` stays the same for the same tender and kind, so a calendar app that
 * reads the file again moves the event when its date changes instead of adding another.
 */
export interface CalendarEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  /** A moment (a submission deadline), or a whole day (YYYY-MM-DD: a reminder). */
  at: { moment: Date } | { day: string };
}

/**
 * The events as an iCalendar (RFC 5545) file. Moments are written in UTC (`…Z`): given a calendar
 * time zone without a VTIMEZONE, ical-generator writes the UTC figures as floating local time,
 * which a calendar app in Madrid shows one or two hours early.
 */
export function renderIcs(name: string, events: readonly CalendarEvent[]): string {
  const calendar = ical({
    name,
    prodId: { company: 'Licitaciones', product: 'calendario', language: 'ES' },
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      summary: event.summary,
      description: `${event.description}\n\n${t('calendar.event.open', { url: event.url })}`,
      url: event.url,
      ...('moment' in event.at
        ? { start: event.at.moment, end: event.at.moment }
        : { start: event.at.day, allDay: true }),
    });
  }
  return calendar.toString();
}
