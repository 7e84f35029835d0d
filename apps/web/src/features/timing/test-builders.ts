import type { TimeRecord, TimeRecordReview } from '@carreras/domain/timing/timing.schemas';
import type { OutboxEntry, RecordBody } from './outbox/outbox-store.ts';

/** The message a refused outbox entry carries in these tests. */
export const REFUSAL = 'Número de dorsal inválido';

/** A record the server stored: taken at `timestamp`, a second after its group's start, first lap. */
export const storedRecord = (
  clientId: string,
  dorsal: number | null,
  timestamp: number,
  review?: TimeRecordReview | null,
): TimeRecord => ({
  id: timestamp,
  clientId,
  dorsal,
  corrected: false,
  time: timestamp - 1000,
  timestamp,
  lap: dorsal === null ? null : 1,
  groupId: 1,
  ...(review !== undefined ? { review } : {}),
});

/** An entry of event 4's outbox: a passage (`record`) or a group start (`start`). */
export const outboxEntry = (
  clientId: string,
  status: OutboxEntry['status'],
  body: Record<string, unknown>,
  kind: OutboxEntry['kind'] = 'record',
  createdAt = 5000,
): OutboxEntry => ({
  clientId,
  eventId: 4,
  path: kind === 'record' ? '/timing/4/record' : '/timing/4/start-group',
  // Tests give only the fields they look at.
  ...({ kind, body } as { kind: 'record'; body: RecordBody }),
  createdAt,
  order: 0,
  status,
  attempts: status === 'pending' ? 0 : 1,
  error: status === 'rejected' ? REFUSAL : null,
  response: null,
});

/** Text read whole across the spans it is written in (the innermost element holding all of it). */
export const wholeText =
  (text: string) =>
  (_: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

/** Text starting with `prefix`, read whole across the spans it is written in (the innermost such element). */
export const textStarting =
  (prefix: string) =>
  (_: string, element: Element | null): boolean =>
    (element?.textContent ?? '').startsWith(prefix) &&
    ![...(element?.children ?? [])].some((child) => (child.textContent ?? '').startsWith(prefix));
