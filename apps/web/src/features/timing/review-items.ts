import {
  needsDecision,
  type TimeRecord,
  type TimeRecordReview,
  type UnusualLap,
} from '@carreras/domain/timing/timing.schemas';
import type { OutboxEntry } from './outbox/outbox-store.ts';
import { formatGap, gapToPreviousLap, type RecordRow, storedRow } from './timing-records.ts';

/**
 * Why a record is listed under 'Registros a revisar': the server's reasons, refused by the server, or a lap that
 * counts but is implausible for its distance ('tiempo inusual', decision 014).
 */
export type ReviewReason = TimeRecordReview | 'REJECTED' | 'UNUSUAL';

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
  /** For a REPEAT: how long after the bib's previous lap it was taken, when this device knows. */
  gap: number | null;
  /** For an UNUSUAL one: a lap too fast or too slow. */
  unusual?: UnusualLap | null;
}

/** Whether a stored record counts with an unusual lap nobody has decided on yet. */
const isUnusual = (record: TimeRecord | null | undefined) =>
  record != null && record.review == null && record.unusual != null && record.mark == null;

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
  if (row.state === 'stored' && isUnusual(row.record)) return 'UNUSUAL';
  if (row.state === 'stored' && row.record && row.record.review !== undefined) return row.record.review;
  if (row.dorsal === null) return 'NO_BIB';
  return holds(row.dorsal) === false ? 'UNKNOWN_BIB' : null;
}

/** Whether the record names no rider (no bib, or a bib nobody holds): it has no group and no race time yet. */
export function hasNoRider(reason: ReviewReason | null): boolean {
  return reason === 'NO_BIB' || reason === 'UNKNOWN_BIB';
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
  const rowOf = new Map(input.rows.map((row) => [row.clientId, row]));
  const entryOf = new Map(input.entries.map((entry) => [entry.clientId, entry]));
  const gapOf = (reason: ReviewReason, dorsal: number | null, timestamp: number) =>
    reason === 'REPEAT' && dorsal !== null ? gapToPreviousLap(input.rows, dorsal, timestamp) : null;
  for (const row of input.rows) {
    seen.add(row.clientId);
    const reason = rowReview(row, input.holds);
    // A voided record was decided on, a backup's copy needs nobody: both are shown among the records only.
    if (reason === null || (reason !== 'REJECTED' && reason !== 'UNUSUAL' && !needsDecision(reason))) continue;
    items.push({
      clientId: row.clientId,
      reason,
      kind: 'record',
      dorsal: row.dorsal,
      timestamp: row.timestamp,
      row,
      entry: reason === 'REJECTED' ? (entryOf.get(row.clientId) ?? null) : null,
      gap: gapOf(reason, row.dorsal, row.timestamp),
      unusual: reason === 'UNUSUAL' ? row.record?.unusual : null,
    });
  }
  // Unusual laps are judged for the server's review list only (decision 014): listed while this device still
  // shows the record counting and undecided.
  const listed = new Set(items.map((item) => item.clientId));
  for (const record of input.serverReview) {
    if (!isUnusual(record) || listed.has(record.clientId)) continue;
    const row = rowOf.get(record.clientId);
    if (row && (row.state !== 'stored' || row.record?.review != null || row.record?.mark != null)) continue;
    if (row && row.dorsal !== record.dorsal) continue;
    seen.add(record.clientId);
    listed.add(record.clientId);
    items.push({
      clientId: record.clientId,
      reason: 'UNUSUAL',
      kind: 'record',
      dorsal: record.dorsal,
      timestamp: record.timestamp,
      row: storedRow(record),
      entry: null,
      gap: null,
      unusual: record.unusual,
    });
  }
  for (const record of input.serverReview) {
    if (seen.has(record.clientId) || !record.review || !needsDecision(record.review)) continue;
    seen.add(record.clientId);
    items.push({
      clientId: record.clientId,
      reason: record.review,
      kind: 'record',
      dorsal: record.dorsal,
      timestamp: record.timestamp,
      row: storedRow(record),
      entry: null,
      gap: gapOf(record.review, record.dorsal, record.timestamp),
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
      gap: null,
    });
  }
  return items.sort((a, b) => b.timestamp - a.timestamp);
}

/** What the panel says of each reason. */
export function reviewLabel(
  item: Pick<ReviewItem, 'reason' | 'kind' | 'dorsal'> & { gap?: number | null; unusual?: UnusualLap | null },
): string {
  switch (item.reason) {
    case 'NO_BIB':
      return 'Sin dorsal';
    case 'UNKNOWN_BIB':
      return `Dorsal #${item.dorsal} sin corredor en este evento`;
    case 'BEFORE_START':
      return `Dorsal #${item.dorsal}: antes de la largada de su grupo`;
    case 'REPEAT':
      return `Dorsal #${item.dorsal}: pasada repetida${item.gap == null ? '' : ` (a ${formatGap(item.gap)} de la anterior)`}`;
    case 'BACKUP_COPY':
      return `Dorsal #${item.dorsal}: copia de respaldo`;
    case 'BEYOND_LAPS':
      return `Dorsal #${item.dorsal}: fuera de vueltas (ya completó todas)`;
    case 'DNS':
      return `Dorsal #${item.dorsal}: figura como No largó`;
    case 'UNUSUAL':
      return `Dorsal #${item.dorsal}: tiempo inusual${item.unusual === 'FAST' ? ' (vuelta muy rápida)' : item.unusual === 'SLOW' ? ' (vuelta muy lenta)' : ''}`;
    case 'VOIDED':
      return `${item.dorsal === null ? 'Sin dorsal' : `Dorsal #${item.dorsal}`}: pasada anulada`;
    case 'REJECTED':
      if (item.kind === 'start') return 'Inicio de grupo rechazado por el servidor';
      return `${item.dorsal === null ? 'Sin dorsal' : `Dorsal #${item.dorsal}`}: rechazado por el servidor`;
  }
}
