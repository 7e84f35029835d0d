import { expectedLap, type OwnStart, type RecordRow, timeFromOwnStart } from './timing-records.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** A race time as the finish line says it: h:mm:ss.t, to the tenth, truncated as the clock is (1:02:10.3). */
export function formatRaceTime(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${hours}:${two(minutes)}:${two(seconds)}.${tenths % 10}`;
}

/** What the screen says of a passage just typed. */
export interface PassageSummary {
  bib: number;
  name: string | null;
  /** The lap it makes; null when not known (or when the server's answer says it does not count). */
  lap: number | null;
  /** Laps of the rider's distance; null when not known. */
  totalLaps: number | null;
  /** Elapsed time from the rider's own group's start; null when not known. */
  time: number | null;
  /** The server answered and counted it; false: what this device knows, the server has not answered yet. */
  confirmed: boolean;
}

/** What this device knows to describe a passage with: its rows, the cached bib list and the groups' starts. */
export interface PassageKnowledge {
  rows: readonly RecordRow[];
  name: (bib: number) => string | null;
  totalLaps: (bib: number) => number | null;
  ownStart: (bib: number) => OwnStart | null;
}

/**
 * A passage just typed (`clientId`: its outbox entry, once there): the server's lap and time once it
 * answered that it counts; until then the lap this device expects and the time from the rider's own group
 * (decision 003), marked unconfirmed. An answer that does not count names the rider only: the alert of
 * record-answers.ts says why.
 */
export function summarizePassage(
  taken: { clientId: string | null; bib: number; instant: number },
  known: PassageKnowledge,
): PassageSummary {
  const { bib } = taken;
  const row = taken.clientId === null ? undefined : known.rows.find((r) => r.clientId === taken.clientId);
  const name = known.name(bib) ?? row?.record?.runnerName ?? null;
  const totalLaps = known.totalLaps(bib);
  if (row && row.state !== 'pending') {
    const counts = row.state === 'stored' && row.record?.review == null && row.lap !== null;
    return {
      bib: row.dorsal ?? bib,
      name,
      lap: counts ? row.lap : null,
      totalLaps,
      time: counts ? row.time : null,
      confirmed: true,
    };
  }
  const instant = row?.timestamp ?? taken.instant;
  return {
    bib,
    name,
    lap: expectedLap(known.rows, bib, instant, taken.clientId ?? undefined),
    totalLaps,
    time: timeFromOwnStart(bib, instant, known.ownStart)?.time ?? null,
    confirmed: false,
  };
}

/** 'Llegada' on the rider's last lap, 'Vuelta 2/3' before it, 'Vuelta 2' when the laps are not known. */
export function lapWords(lap: number | null, totalLaps: number | null): string | null {
  if (lap === null) return null;
  if (totalLaps === null) return `Vuelta ${lap}`;
  if (lap === totalLaps) return 'Llegada';
  return lap < totalLaps ? `Vuelta ${lap}/${totalLaps}` : null;
}

/**
 * The summary in parts, read together with ' · ' between them: the rider, what the passage made, and before
 * the server's answer 'sin confirmar': '#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3', '#84 Juan Pérez · Llegada ·
 * 1:42:10.3', '#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3 · sin confirmar'.
 */
export function passageWords(summary: PassageSummary): { who: string; what: string; pending: string | null } {
  const who = summary.name ? `#${summary.bib} ${summary.name}` : `#${summary.bib}`;
  const what = [lapWords(summary.lap, summary.totalLaps), summary.time === null ? null : formatRaceTime(summary.time)]
    .filter((part) => part !== null)
    .join(' · ');
  return { who, what, pending: summary.confirmed ? null : 'sin confirmar' };
}

export const passageText = (summary: PassageSummary): string => {
  const { who, what, pending } = passageWords(summary);
  return [who, what, pending].filter(Boolean).join(' · ');
};

/** Whether a row is a rider's finish: stored, counted, on the last lap of their distance. */
export function isFinishRow(row: RecordRow, totalLaps: number | null): boolean {
  return (
    row.state === 'stored' &&
    row.record?.review == null &&
    row.record?.mark !== 'VOIDED' &&
    row.lap !== null &&
    totalLaps !== null &&
    row.lap === totalLaps
  );
}
