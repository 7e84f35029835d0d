import { createEvent } from 'ics';
import type { MailAttachment } from './outbox.repository.ts';

/**
 * An event as an all-day calendar entry (RFC 5545) attached to a message, written by the `ics` library (escaping,
 * line folding and CRLF done right). All-day: an event has a date and no start time of its own (start groups
 * have theirs, set later), so DTSTART is the event's date with VALUE=DATE, never shifted by a time zone.
 */
export function eventCalendar(input: {
  uid: string;
  evento: string;
  /** yyyy-mm-dd */
  fecha: string;
  lugar: string;
  link: string;
  descripcion: string;
}): MailAttachment {
  const [year, month, day] = input.fecha.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const { error, value } = createEvent({
    productId: 'carreras/inscripciones',
    uid: input.uid,
    title: input.evento,
    start: [year, month, day],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    location: input.lugar,
    url: input.link,
    description: input.descripcion,
  });
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return { filename: 'evento.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}
