import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { DeviceRole, TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { useEffect, useRef, useState } from 'react';
import type { OutboxEntry } from './outbox/outbox-store.ts';
import { formatGap, gapToPreviousLap, type RecordRow } from './timing-records.ts';

/** A server's answer the timekeeper must hear at once: the passage just typed does not count. */
export interface RecordAlert {
  /** The record's client id: one alert per answer. */
  id: string;
  bib: number | null;
  message: string;
  /** When the device took the passage (epoch ms of this device). */
  takenAt: number;
  /**
   * 'calm': the passage needs nobody (a backup's copy of a crossing, decision 014), said without red or sound.
   * Absent: loud.
   */
  tone?: 'calm';
  /** The rider is marked 'No largó': the screen offers to clear it and count the passage. */
  dns?: boolean;
}

/** The calm note of a copy: the crossing is already counted from the other device (decision 014). */
export function copyMessage(bib: number | null, device: DeviceRole): string {
  const who = bib === null ? 'sin dorsal' : `#${bib}`;
  return device === 'backup'
    ? `Copia de respaldo: ${who} ya registrado por el principal`
    : `Copia: ${who} ya registrado por el respaldo`;
}

/** The loud message of a passage of a rider marked DNS (decision 014). */
export const dnsMessage = (bib: number) => `#${bib} figura como No largó: la pasada no cuenta hasta quitar el DNS`;

/** The loud message of a passage of a rider who already has every lap: kept, not counted (decision 014). */
export const beyondLapsMessage = (bib: number) =>
  `${timingMessages.allLapsCompleted(bib)}: la pasada quedó fuera de vueltas, en Registros a revisar`;

/** The loud message of a repeat: a second passage of the bib too soon after its previous lap. */
export function repeatMessage(bib: number | null, gap: number | null): string {
  const who = bib === null ? 'Sin dorsal' : `Dorsal ${bib}`;
  return `${who}: pasada repetida${gap === null ? '' : ` (a ${formatGap(gap)} de la anterior)`}; no se cuenta como vuelta`;
}

/** The loud message of a record the server refused for good; a finished rider reads as the spec writes it. */
export function refusalMessage(bib: number | null, error: string | null): string {
  if (bib !== null && error === timingMessages.allLapsCompleted(bib)) return error;
  const who = bib === null ? 'Registro sin dorsal' : `Dorsal ${bib}`;
  return `${who} rechazado por el servidor${error ? `: ${error}` : ''}. Quedó en Registros a revisar.`;
}

/**
 * What the server's answer to one of this device's records calls for: an alert when the passage does not
 * count (refused for good, or stored as a REPEAT), null when it counts. A record still waiting (no
 * connection, a server fault) has no answer yet, so nothing is said of it.
 */
export function answerAlert(entry: OutboxEntry, rows: readonly RecordRow[]): RecordAlert | null {
  if (entry.kind !== 'record') return null;
  const bib = entry.body.dorsal ?? null;
  if (entry.status === 'rejected') {
    return { id: entry.clientId, bib, message: refusalMessage(bib, entry.error), takenAt: entry.createdAt };
  }
  const stored = entry.status === 'sent' ? (entry.response as TimeRecord | null) : null;
  const takenAt = entry.createdAt;
  if (stored?.review === 'BACKUP_COPY') {
    const message = copyMessage(stored.dorsal, entry.body.device ?? 'primary');
    return { id: entry.clientId, bib: stored.dorsal, message, takenAt, tone: 'calm' };
  }
  if (stored?.review === 'DNS' && stored.dorsal !== null) {
    return { id: entry.clientId, bib: stored.dorsal, message: dnsMessage(stored.dorsal), takenAt, dns: true };
  }
  if (stored?.review === 'BEYOND_LAPS' && stored.dorsal !== null) {
    return { id: entry.clientId, bib: stored.dorsal, message: beyondLapsMessage(stored.dorsal), takenAt };
  }
  if (stored?.review !== 'REPEAT') return null;
  const gap = stored.dorsal === null ? null : gapToPreviousLap(rows, stored.dorsal, stored.timestamp);
  return {
    id: entry.clientId,
    bib: stored.dorsal,
    message: repeatMessage(stored.dorsal, gap),
    takenAt: entry.createdAt,
  };
}

/**
 * How long after taking a passage this device still tells loudly that the server judged it a repeat later
 * (another device's earlier crossing of the bib arrived after it). Older passages are only listed to review.
 */
export const LATE_REPEAT_WITHIN_MS = 5 * 60_000;

/**
 * The passages of `own` (client ids this device generated) that `fresh` shows as a repeat while `previous`
 * showed them counting or still waiting: judged a repeat after the fact, when the records of the bib were read
 * again (decision 007: the earliest crossing counts, wherever it was typed). A passage `previous` did not hold,
 * one already a repeat or voided, one an administrator marked, or one whose bib was corrected since, is not
 * among them.
 */
export function becameRepeats(
  previous: readonly RecordRow[],
  fresh: readonly RecordRow[],
  own: ReadonlySet<string>,
): RecordRow[] {
  const before = new Map(previous.map((row) => [row.clientId, row]));
  return fresh.filter((row) => {
    if (!own.has(row.clientId) || row.record?.review !== 'REPEAT' || row.record.mark != null) return false;
    const was = before.get(row.clientId);
    if (!was || was.dorsal !== row.dorsal) return false;
    return was.state === 'pending' || (was.state === 'stored' && was.record != null && was.record.review == null);
  });
}

/** The alert of a passage of this device judged a repeat after its answer (see becameRepeats). */
export function lateRepeatAlert(row: RecordRow, rows: readonly RecordRow[], takenAt: number): RecordAlert {
  const gap = row.dorsal === null ? null : gapToPreviousLap(rows, row.dorsal, row.timestamp);
  return { id: row.clientId, bib: row.dorsal, message: repeatMessage(row.dorsal, gap), takenAt };
}

/**
 * The latest alert among the answers that arrived while the screen was open: for a record taken on this
 * screen, or one seen waiting and then answered. The answers a reload finds already in the outbox are not
 * told again. Each answer is told once.
 *
 * A passage of this screen taken in the last LATE_REPEAT_WITHIN_MS that the server judges a repeat only
 * later (the records of its bib read again, from the changes stream or a refresh) is told the same way,
 * once: two timekeepers typed the same rider, and the other device's earlier crossing reached the server
 * second. The other device's screen says nothing of it: the passage is not its own.
 */
export function useRecordAlerts(entries: readonly OutboxEntry[], rows: readonly RecordRow[]): RecordAlert | null {
  const [openedAt] = useState(() => Date.now());
  const waiting = useRef(new Set<string>());
  const told = useRef(new Set<string>());
  /** The passages told loudly, by their answer or later as a repeat: never twice. */
  const alerted = useRef(new Set<string>());
  const previousRows = useRef<readonly RecordRow[]>([]);
  const [alert, setAlert] = useState<RecordAlert | null>(null);
  useEffect(() => {
    let latest: RecordAlert | null = null;
    for (const entry of entries) {
      if (entry.kind !== 'record' || told.current.has(entry.clientId)) continue;
      if (entry.status === 'pending') {
        waiting.current.add(entry.clientId);
        continue;
      }
      // An answer can come back before the screen ever showed the record waiting.
      if (!waiting.current.has(entry.clientId) && entry.createdAt < openedAt) continue;
      told.current.add(entry.clientId);
      if (alerted.current.has(entry.clientId)) continue;
      const answer = answerAlert(entry, rows);
      if (answer) {
        alerted.current.add(entry.clientId);
        latest = answer;
      }
    }
    const now = Date.now();
    const takenAt = new Map<string, number>();
    for (const entry of entries) {
      const onThisScreen = entry.createdAt >= openedAt || waiting.current.has(entry.clientId);
      if (entry.kind === 'record' && onThisScreen && now - entry.createdAt < LATE_REPEAT_WITHIN_MS) {
        takenAt.set(entry.clientId, entry.createdAt);
      }
    }
    for (const row of becameRepeats(previousRows.current, rows, new Set(takenAt.keys()))) {
      if (alerted.current.has(row.clientId)) continue;
      alerted.current.add(row.clientId);
      latest = lateRepeatAlert(row, rows, takenAt.get(row.clientId) ?? now);
    }
    previousRows.current = rows;
    if (latest) setAlert(latest);
  }, [entries, rows, openedAt]);
  return alert;
}
