import ICAL from 'ical.js';

/** An event as a calendar app reads it (parsed by ical.js, independent of the library that wrote it). */
export interface ReadEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  /**
   * ISO moment, or YYYY-MM-DD for a whole-day event. A floating time (no `Z`, no TZID) is no
   * moment: each app reads it in its own zone, so it comes back as written, without a `Z`.
   */
  start: string;
  allDay: boolean;
}

export function readIcs(text: string): { name: string | null; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const allDay = event.startDate.isDate;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      start:
        allDay || event.startDate.zone === ICAL.Timezone.localTimezone
          ? event.startDate.toString()
          : event.startDate.toJSDate().toISOString(),
      allDay,
    };
  });
  return { name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null, events };
}
