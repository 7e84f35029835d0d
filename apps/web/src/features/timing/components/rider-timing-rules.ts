import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import { parseBibText } from '@carreras/domain/bib-text';
import type { RiderStatusCode } from '@carreras/domain/results/result-status';
import { formatLapDuration, parseLapDuration } from '@carreras/domain/timing/lap-duration';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { RiderTiming, TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { WARNING_TEXT } from './note-colors.ts';

/** The status chosen in the rider's form: none, or DNS, DNF, DSQ. */
export type Status = 'NONE' | RiderStatusCode;

type RunnerTimesBody = EndpointBody<typeof timingContract.updateRunnerTimes>;

/** A bib typed in the lookup box, or the message saying why it is not one. */
export function readLookupBib(text: string): { bib: number } | { error: string } {
  const bib = parseBibText(text);
  if (bib === null) return { error: timingMessages.bibRequired };
  return bib === 'invalid' ? { error: timingMessages.bibInvalid } : { bib };
}

/** The lap time a text of the form stands for: the lap as it was when left as shown (to the millisecond). */
export function lapFromText(rider: Pick<RiderTiming, 'lapTimes'>, index: number, text: string): number {
  const current = rider.lapTimes[index]?.time;
  return current !== undefined && text.trim() === formatLapDuration(current) ? current : parseLapDuration(text);
}

/**
 * The body of update-runner-times from the lookup's form. A lap goes as a correction only when it
 * differs from what its passages give: a lap left as recorded keeps following its passages (a group
 * start moved later re-times it), and a correction made before is sent again so it is not lost. A lap
 * shows to the tenth: left as shown, it keeps its milliseconds.
 */
export function lookupBody(
  rider: Pick<RiderTiming, 'dorsal' | 'distance' | 'passages' | 'lapTimes'>,
  lapTexts: readonly string[],
  penaltySeconds: number,
  status: Status,
): { ok: true; body: RunnerTimesBody } | { ok: false; error: string } {
  // Lap times as the passages give them (before any correction), by the server's own rule.
  const recorded = lapTimes(rider.passages.map((passage) => passage.time));
  const corrected: { lap: number; time: number }[] = [];
  for (const [index, text] of lapTexts.entries()) {
    const time = lapFromText(rider, index, text);
    if (time <= 0) {
      return { ok: false, error: `Ingrese el tiempo de la vuelta ${index + 1} como h:mm:ss.d (por ejemplo 1:49:24.6)` };
    }
    if (time !== recorded[index]) corrected.push({ lap: index + 1, time });
  }
  return {
    ok: true,
    body: {
      dorsal: rider.dorsal,
      distance: rider.distance,
      lapTimes: corrected,
      penaltyTime: Math.round(Math.max(0, penaltySeconds) * 1000),
      status: status === 'NONE' ? null : status,
    },
  };
}

/** A repeat's distance to the rider's previous counted passage, from the rider's own records. */
export function gapInRecords(rider: Pick<RiderTiming, 'passages'>, record: TimeRecord): number | null {
  let previous: number | null = null;
  for (const passage of rider.passages) {
    if (passage.timestamp < record.timestamp && (previous === null || passage.timestamp > previous)) {
      previous = passage.timestamp;
    }
  }
  return previous === null ? null : record.timestamp - previous;
}

/** What a record of the rider is, in the raw view: a lap, or why it does not count. */
export function recordState(record: TimeRecord): { label: string; color: string } {
  if (record.review === 'VOIDED' || record.mark === 'VOIDED') return { label: 'Anulada', color: 'dark.3' };
  if (record.review === 'REPEAT') return { label: 'Repetida', color: WARNING_TEXT };
  if (record.review === 'BEFORE_START') return { label: 'Antes de la largada', color: WARNING_TEXT };
  // Decision 014: a backup's copy, a passage after the last lap, a DNS rider's passage.
  if (record.review === 'BACKUP_COPY') return { label: 'Copia de respaldo', color: 'dark.3' };
  if (record.review === 'BEYOND_LAPS') return { label: 'Fuera de vueltas', color: WARNING_TEXT };
  if (record.review === 'DNS') return { label: 'No largó (DNS): no cuenta', color: 'red.9' };
  if (record.lap === null) return { label: 'No cuenta', color: 'dark.3' };
  const lap = record.mark === 'COUNTED' ? `Vuelta ${record.lap} (contada a mano)` : `Vuelta ${record.lap}`;
  return { label: record.backupOnly ? `${lap} · solo respaldo` : lap, color: 'monte.9' };
}

/** After a corrected record's time: the bib it was recorded with. */
export const originalNote = (record: TimeRecord) =>
  record.corrected
    ? ` (registrado como ${record.originalDorsal == null ? 'Sin dorsal' : `#${record.originalDorsal}`})`
    : '';
