import type { StartGroup, TimeRecord } from '@carreras/domain/timing/timing.schemas';
import type { OutboxEntry } from './outbox/outbox-store.ts';

/** One line of the latest-records table: a stored record, or one still on this device. */
export interface RecordRow {
  clientId: string;
  dorsal: number | null;
  time: number;
  timestamp: number;
  lap: number | null;
  groupId: number | null;
  /** The server's record once stored (needed for corrections). */
  record: TimeRecord | null;
  state: 'stored' | 'pending' | 'rejected';
  error: string | null;
}

/** A record the server stored, as a row. */
export function storedRow(record: TimeRecord): RecordRow {
  return {
    clientId: record.clientId,
    dorsal: record.dorsal,
    time: record.time,
    timestamp: record.timestamp,
    lap: record.lap,
    groupId: record.groupId,
    record,
    state: 'stored',
    error: null,
  };
}

/** A rider's own start group as this device knows it (the cached bib list and the groups' starts). */
export interface OwnStart {
  groupId: number;
  /** Epoch ms on the server's clock; null while the group has not started. */
  startTime: number | null;
}

/**
 * The server's records plus this device's outbox: what is not stored yet shows at once, what was
 * stored shows once (matched by client id), newest first. A passage still on this device is timed from
 * the start of the rider's own group when `ownStart` knows it, as the server will time it (decision 003),
 * not from the group selected when it was taken.
 */
export function mergeRecords(
  serverRecords: readonly TimeRecord[],
  entries: readonly OutboxEntry[],
  ownStart: (bib: number) => OwnStart | null = () => null,
): RecordRow[] {
  const rows = new Map<string, RecordRow>();
  for (const record of serverRecords) rows.set(record.clientId, storedRow(record));
  for (const entry of entries) {
    if (entry.kind !== 'record' || rows.has(entry.clientId)) continue;
    const { body } = entry;
    const acknowledged = entry.status === 'sent' ? (entry.response as TimeRecord | null) : null;
    const timestamp = acknowledged?.timestamp ?? body.timestamp ?? entry.createdAt;
    const own = acknowledged ? null : timeFromOwnStart(body.dorsal ?? null, timestamp, ownStart);
    rows.set(entry.clientId, {
      clientId: entry.clientId,
      dorsal: acknowledged?.dorsal ?? body.dorsal ?? null,
      time: acknowledged?.time ?? own?.time ?? body.time ?? 0,
      timestamp,
      lap: acknowledged?.lap ?? null,
      groupId: acknowledged?.groupId ?? own?.groupId ?? body.groupId ?? null,
      record: acknowledged,
      state: entry.status === 'sent' ? 'stored' : entry.status === 'rejected' ? 'rejected' : 'pending',
      error: entry.error,
    });
  }
  return [...rows.values()].sort((a, b) => b.timestamp - a.timestamp);
}

/**
 * The elapsed time of a passage from the start of the rider's own group, when this device knows that group
 * and its start, and the passage is not before it (the server flags that one; its time is not the rider's).
 */
export function timeFromOwnStart(
  bib: number | null,
  timestamp: number,
  ownStart: (bib: number) => OwnStart | null,
): { time: number; groupId: number } | null {
  const own = bib === null ? null : ownStart(bib);
  if (!own || own.startTime === null || timestamp < own.startTime) return null;
  return { time: timestamp - own.startTime, groupId: own.groupId };
}

/** The latest instant of a passage this device took for the event (-Infinity when none). */
export function latestTaken(entries: readonly OutboxEntry[]): number {
  let latest = Number.NEGATIVE_INFINITY;
  for (const entry of entries) {
    if (entry.kind === 'record' && entry.body.timestamp > latest) latest = entry.body.timestamp;
  }
  return latest;
}

/**
 * Whether a row is a lap ridden, as far as this device knows: stored with a lap, or waiting to be sent. A
 * refused record is not, nor a stored one the server gave no lap (before its group's start, a repeat, voided).
 */
function countsAsLap(row: RecordRow): boolean {
  return row.state === 'pending' || (row.state === 'stored' && row.lap !== null);
}

/** Laps a bib already has: stored or waiting to be sent (see countsAsLap). */
export function lapsDone(rows: readonly RecordRow[], bib: number): number {
  return rows.filter((row) => row.dorsal === bib && countsAsLap(row)).length;
}

/**
 * The lap a passage of the bib taken at `timestamp` makes as far as this device knows: one more than the laps
 * it holds before it (see countsAsLap). The server numbers laps (D11); this is only what the screen can say
 * before the server answers.
 */
export function expectedLap(rows: readonly RecordRow[], bib: number, timestamp: number, clientId?: string): number {
  let before = 0;
  for (const row of rows) {
    if (row.dorsal === bib && row.clientId !== clientId && row.timestamp < timestamp && countsAsLap(row)) before++;
  }
  return before + 1;
}

/**
 * How long after the bib's previous lap a passage was taken (a repeat's distance to the passage it repeats),
 * or null when this device holds no earlier lap of the bib.
 */
export function gapToPreviousLap(rows: readonly RecordRow[], bib: number, timestamp: number): number | null {
  let previous: number | null = null;
  for (const row of rows) {
    if (row.dorsal !== bib || row.timestamp >= timestamp || !countsAsLap(row)) continue;
    if (previous === null || row.timestamp > previous) previous = row.timestamp;
  }
  return previous === null ? null : timestamp - previous;
}

/**
 * A span said in words (es-AR), to the tenth: '0,4 s', '20 s', '2 min 5 s', '1 h 3 s'; a span that is not 0
 * never reads 0 (at least '0,1 s'). The sign is the caller's to say. One writer for the repeats' distance
 * to the previous lap and for a start correction's shift.
 */
export function formatGap(ms: number): string {
  if (ms === 0) return '0 s';
  const tenths = Math.max(1, Math.round(Math.abs(ms) / 100));
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor(tenths / 600) % 60;
  const rest = tenths % 600;
  const seconds = rest % 10 === 0 ? String(rest / 10) : `${Math.floor(rest / 10)},${rest % 10}`;
  return [hours > 0 ? `${hours} h` : '', minutes > 0 ? `${minutes} min` : '', rest > 0 ? `${seconds} s` : '']
    .filter(Boolean)
    .join(' ');
}

/** The start time each group runs from: a start waiting in the outbox wins over the server's. */
export function effectiveStarts(
  groups: readonly StartGroup[],
  entries: readonly OutboxEntry[],
  requestedAt: number,
): Map<number, { startTime: number | null; saved: boolean }> {
  const starts = new Map<number, { startTime: number | null; saved: boolean }>();
  for (const group of groups) {
    starts.set(group.id, { startTime: group.startTime ? Date.parse(group.startTime) : null, saved: true });
  }
  for (const entry of entries) {
    if (entry.kind !== 'start' || entry.status === 'rejected') continue;
    // The server's state replaces a start only if it was asked for after the start was acknowledged: a read
    // sent before, answered after, does not hold it yet (and would stop the clock the timekeeper just started).
    if (entry.status === 'sent' && (entry.ackedAt ?? entry.createdAt) < requestedAt) continue;
    const { groupId, startTime } = entry.body;
    const at = typeof startTime === 'number' ? startTime : Date.parse(startTime);
    starts.set(groupId, { startTime: at, saved: entry.status === 'sent' });
  }
  return starts;
}
