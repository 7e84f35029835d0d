import { organiserInstant } from '../clock-time.ts';

/**
 * What the reads of the controls on the course mean (docs/decisions/019-controls-on-the-course.md). Pure rules:
 * the server feeds them stored passages and the finish line's counted passages, on every read. Instants are
 * epoch ms; a rider's time is always measured from their own wave (decision 003).
 */

/** A cut-off: a clock time of the event's day in the organiser's zone (D9), or minutes after the rider's own start. */
export type ControlCutoff = { kind: 'clock'; time: string } | { kind: 'after_start'; minutes: number };

export interface ControlPointRule {
  id: number;
  /** Position along the course, 1 for the first control after the start. */
  order: number;
  mandatory: boolean;
  cutoff: ControlCutoff | null;
  /** The lap the control is on in a lap race; null when it is passed on every lap. */
  lap: number | null;
}

export interface ControlRead {
  id: number;
  pointId: number;
  instant: number;
  /** The role of the phone that took it (decision 014): a copy from the other role is not a repeat to review. */
  device: 'primary' | 'backup';
}

export type ControlVerdict = 'COUNTS' | 'REPEAT' | 'COPY';

/**
 * A rider's reads at one control, judged in instant order (then id): the first counts; a read within
 * `minIntervalMs` of the last counted one is a copy when the other role took it, a repeat otherwise (stored,
 * not counted, decision 007); a read at least `minIntervalMs` later counts (the next lap's passage).
 */
export function judgeControlReads(reads: readonly ControlRead[], minIntervalMs: number): Map<number, ControlVerdict> {
  const verdicts = new Map<number, ControlVerdict>();
  let last: ControlRead | null = null;
  for (const read of [...reads].sort((a, b) => a.instant - b.instant || a.id - b.id)) {
    if (last !== null && read.instant - last.instant < minIntervalMs) {
      verdicts.set(read.id, read.device === last.device ? 'REPEAT' : 'COPY');
      continue;
    }
    verdicts.set(read.id, 'COUNTS');
    last = read;
  }
  return verdicts;
}

/**
 * The lap a read at a control belongs to: one more than the rider's counted lap passages (at the finish line)
 * strictly before it. A read after the last counted passage of a finished rider belongs to a lap beyond the
 * distance; the caller decides what that means.
 */
export function lapOfRead(instant: number, lapPassages: readonly number[]): number {
  return 1 + lapPassages.filter((passage) => passage < instant).length;
}

export interface ControlSplit {
  pointId: number;
  lap: number;
  instant: number;
  /** Instant − the rider's own start. */
  timeMs: number;
}

/**
 * A rider's split at each control and lap: their first counted read there, timed from their own wave's start.
 * Reads before the start (impossible) and reads of a rider whose start is unknown give no split.
 */
export function riderSplits(input: {
  start: number | null;
  /** Counted reads only (judgeControlReads). */
  reads: readonly { pointId: number; instant: number }[];
  /** Instants of the rider's counted lap passages at the finish line. */
  lapPassages: readonly number[];
}): ControlSplit[] {
  const { start } = input;
  if (start === null) return [];
  const first = new Map<string, ControlSplit>();
  for (const read of input.reads) {
    if (read.instant < start) continue;
    const lap = lapOfRead(read.instant, input.lapPassages);
    const key = `${read.pointId}:${lap}`;
    const kept = first.get(key);
    if (!kept || read.instant < kept.instant) {
      first.set(key, { pointId: read.pointId, lap, instant: read.instant, timeMs: read.instant - start });
    }
  }
  return [...first.values()].sort((a, b) => a.lap - b.lap || a.instant - b.instant);
}

/**
 * Positions at one control and lap, from each rider's split time: ties share a position and the next one
 * skips (1, 1, 3), as results do (D12).
 */
export function positionsAtControl(splits: readonly { bib: number; timeMs: number }[]): Map<number, number> {
  const sorted = [...splits].sort((a, b) => a.timeMs - b.timeMs || a.bib - b.bib);
  const positions = new Map<number, number>();
  sorted.forEach((split, index) => {
    const previous = sorted[index - 1];
    const tied = previous !== undefined && previous.timeMs === split.timeMs;
    positions.set(split.bib, tied ? (positions.get(previous.bib) ?? index + 1) : index + 1);
  });
  return positions;
}

/** Whether a control is on a given lap. */
const onLap = (point: ControlPointRule, lap: number) => point.lap === null || point.lap === lap;

/**
 * Course-cutting: for each counted lap of the rider (1…countedLaps, the finish included), the mandatory
 * controls of that lap with no split of that lap. Each is listed for review as 'sin paso por control X'.
 */
export function missingMandatoryControls(input: {
  points: readonly ControlPointRule[];
  countedLaps: number;
  splits: readonly { pointId: number; lap: number }[];
}): { pointId: number; lap: number }[] {
  const seen = new Set(input.splits.map((s) => `${s.pointId}:${s.lap}`));
  const missing: { pointId: number; lap: number }[] = [];
  const ordered = [...input.points].sort((a, b) => a.order - b.order);
  for (let lap = 1; lap <= input.countedLaps; lap += 1) {
    for (const point of ordered) {
      if (point.mandatory && onLap(point, lap) && !seen.has(`${point.id}:${lap}`)) {
        missing.push({ pointId: point.id, lap });
      }
    }
  }
  return missing;
}

/**
 * Order along the course: a split earlier than the rider's split at a control before it on the same lap is
 * flagged (kept, never dropped). Answers the flagged splits as `pointId:lap` keys.
 */
export function outOfOrderSplits(
  points: readonly ControlPointRule[],
  splits: readonly { pointId: number; lap: number; instant: number }[],
): Set<string> {
  const order = new Map(points.map((p) => [p.id, p.order]));
  const flagged = new Set<string>();
  for (const split of splits) {
    const at = order.get(split.pointId);
    if (at === undefined) continue;
    const beaten = splits.some(
      (other) =>
        other.lap === split.lap &&
        (order.get(other.pointId) ?? Number.POSITIVE_INFINITY) < at &&
        other.instant > split.instant,
    );
    if (beaten) flagged.add(`${split.pointId}:${split.lap}`);
  }
  return flagged;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A cut-off's clock time 'HH:mm' in ms since midnight; null when it is not one. */
export function cutoffClockMs(time: string): number | null {
  const match = HH_MM.exec(time);
  if (!match) return null;
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

/**
 * The instant after which a rider is 'fuera de tiempo' at a control; null when it cannot be known (no cut-off,
 * or a cut-off after the start whose start is unknown).
 */
export function cutoffInstant(cutoff: ControlCutoff | null, eventDate: string, start: number | null): number | null {
  if (cutoff === null) return null;
  if (cutoff.kind === 'after_start') return start === null ? null : start + cutoff.minutes * 60_000;
  const ms = cutoffClockMs(cutoff.time);
  return ms === null ? null : organiserInstant(eventDate, ms);
}

/** Past the cut-off: strictly after it (a rider exactly at the cut-off is in time). */
export function pastCutoff(input: {
  cutoff: ControlCutoff | null;
  eventDate: string;
  start: number | null;
  instant: number;
}): boolean {
  const limit = cutoffInstant(input.cutoff, input.eventDate, input.start);
  return limit !== null && input.instant > limit;
}

export interface JudgedControlRead {
  verdict: ControlVerdict;
  lap: number;
  /** Instant − own start; null without a start or before it. */
  splitMs: number | null;
  pastCutoff: boolean;
  /** The counted read of its control and lap, earlier than the rider's counted read at a control before it. */
  outOfOrder: boolean;
}

/**
 * Every read of one rider at the controls of their distance, judged together: counted or not (per control),
 * its lap, its split from the rider's own start, past the control's cut-off, out of order along the course.
 */
export function judgeRiderAtControls(input: {
  points: readonly ControlPointRule[];
  reads: readonly ControlRead[];
  start: number | null;
  lapPassages: readonly number[];
  minIntervalMs: number;
  eventDate: string;
}): Map<number, JudgedControlRead> {
  const byPoint = new Map<number, ControlRead[]>();
  for (const read of input.reads) byPoint.set(read.pointId, [...(byPoint.get(read.pointId) ?? []), read]);
  const verdicts = new Map<number, ControlVerdict>();
  for (const reads of byPoint.values()) {
    for (const [id, verdict] of judgeControlReads(reads, input.minIntervalMs)) verdicts.set(id, verdict);
  }
  const counted = input.reads.filter((read) => verdicts.get(read.id) === 'COUNTS');
  const splits = riderSplits({ start: input.start, reads: counted, lapPassages: input.lapPassages });
  const flagged = outOfOrderSplits(input.points, splits);
  const splitReads = new Set(
    splits.map((split) => counted.find((r) => r.pointId === split.pointId && r.instant === split.instant)?.id),
  );
  const cutoffs = new Map(input.points.map((p) => [p.id, p.cutoff]));
  const judged = new Map<number, JudgedControlRead>();
  for (const read of input.reads) {
    const lap = lapOfRead(read.instant, input.lapPassages);
    const { start } = input;
    judged.set(read.id, {
      verdict: verdicts.get(read.id) ?? 'COUNTS',
      lap,
      splitMs: start !== null && read.instant >= start ? read.instant - start : null,
      pastCutoff: pastCutoff({
        cutoff: cutoffs.get(read.pointId) ?? null,
        eventDate: input.eventDate,
        start,
        instant: read.instant,
      }),
      outOfOrder: splitReads.has(read.id) && flagged.has(`${read.pointId}:${lap}`),
    });
  }
  return judged;
}
