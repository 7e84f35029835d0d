import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
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
}

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
  const body = entry.body as { dorsal?: number | null; timestamp?: number };
  const bib = body.dorsal ?? null;
  if (entry.status === 'rejected') {
    return { id: entry.clientId, bib, message: refusalMessage(bib, entry.error), takenAt: entry.createdAt };
  }
  const stored = entry.status === 'sent' ? (entry.response as TimeRecord | null) : null;
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
 * The latest alert among the answers that arrived while the screen was open: for a record taken on this
 * screen, or one seen waiting and then answered. The answers a reload finds already in the outbox are not
 * told again. Each answer is told once.
 */
export function useRecordAlerts(entries: readonly OutboxEntry[], rows: readonly RecordRow[]): RecordAlert | null {
  const [openedAt] = useState(() => Date.now());
  const waiting = useRef(new Set<string>());
  const told = useRef(new Set<string>());
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
      latest = answerAlert(entry, rows) ?? latest;
    }
    if (latest) setAlert(latest);
  }, [entries, rows, openedAt]);
  return alert;
}
