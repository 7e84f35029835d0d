import type { TimeRecord, TimeRecordReview } from '@carreras/domain/timing/timing.schemas';
import type { OutboxEntry } from './outbox/outbox-store.ts';
import { type RecordRow, storedRow } from './timing-records.ts';

/** Why a record is listed under 'Registros a revisar': the server's reasons, or refused by the server. */
export type ReviewReason = TimeRecordReview | 'REJECTED';

export interface ReviewItem {
  clientId: string;
  reason: ReviewReason;
  kind: 'record' | 'start';
  dorsal: number | null;
  /** Server-clock instant of the passage (or when the refused start was taken). */
  timestamp: number;
  /** The record as the table shows it (null for a refused group start). */
  row: RecordRow | null;
  /** The outbox entry, for a refused one. */
  entry: OutboxEntry | null;
}

/**
 * Whether a bib is held by someone in the event: null when this device does not know the event's bibs
 * (never loaded and no connection), so nothing is flagged on a guess.
 */
export type BibHolder = (bib: number) => boolean | null;

/**
 * Why one row needs review. A stored record carries the server's verdict (it knows the rider's own
 * group, so it alone can tell BEFORE_START); one still on this device is judged with what the device
 * knows, so a bib nobody holds is flagged at once, with no connection too.
 */
export function rowReview(row: RecordRow, holds: BibHolder): ReviewReason | null {
  if (row.state === 'rejected') return 'REJECTED';
  if (row.state === 'stored' && row.record && row.record.review !== undefined) return row.record.review;
  if (row.dorsal === null) return 'NO_BIB';
  return holds(row.dorsal) === false ? 'UNKNOWN_BIB' : null;
}

/**
 * Everything to review, newest first: the rows this device knows (server records and the outbox),
 * the server's review list for records not among them (older than the rows loaded), and group starts
 * the server refused.
 */
export function reviewItems(input: {
  rows: readonly RecordRow[];
  serverReview: readonly TimeRecord[];
  entries: readonly OutboxEntry[];
  holds: BibHolder;
}): ReviewItem[] {
  const items: ReviewItem[] = [];
  const seen = new Set<string>();
  const entryOf = new Map(input.entries.map((entry) => [entry.clientId, entry]));
  for (const row of input.rows) {
    seen.add(row.clientId);
    const reason = rowReview(row, input.holds);
    if (reason === null) continue;
    items.push({
      clientId: row.clientId,
      reason,
      kind: 'record',
      dorsal: row.dorsal,
      timestamp: row.timestamp,
      row,
      entry: reason === 'REJECTED' ? (entryOf.get(row.clientId) ?? null) : null,
    });
  }
  for (const record of input.serverReview) {
    if (seen.has(record.clientId) || !record.review) continue;
    seen.add(record.clientId);
    items.push({
      clientId: record.clientId,
      reason: record.review,
      kind: 'record',
      dorsal: record.dorsal,
      timestamp: record.timestamp,
      row: storedRow(record),
      entry: null,
    });
  }
  for (const entry of input.entries) {
    if (entry.kind !== 'start' || entry.status !== 'rejected') continue;
    items.push({
      clientId: entry.clientId,
      reason: 'REJECTED',
      kind: 'start',
      dorsal: null,
      timestamp: entry.createdAt,
      row: null,
      entry,
    });
  }
  return items.sort((a, b) => b.timestamp - a.timestamp);
}

/** What the panel says of each reason. */
export function reviewLabel(item: Pick<ReviewItem, 'reason' | 'kind' | 'dorsal'>): string {
  switch (item.reason) {
    case 'NO_BIB':
      return 'Sin dorsal';
    case 'UNKNOWN_BIB':
      return `Dorsal #${item.dorsal} sin corredor en este evento`;
    case 'BEFORE_START':
      return `Dorsal #${item.dorsal}: antes de la largada de su grupo`;
    case 'REJECTED':
      if (item.kind === 'start') return 'Inicio de grupo rechazado por el servidor';
      return `${item.dorsal === null ? 'Sin dorsal' : `Dorsal #${item.dorsal}`}: rechazado por el servidor`;
  }
}
