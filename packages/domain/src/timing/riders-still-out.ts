import type { RiderStatus } from '../results/result-status.ts';

/**
 * 'En carrera' (decision 013): who started and has neither finished nor a status, when each should come
 * through next, and who is overdue. One pure rule, fed by the server and read by the organiser's page.
 */

/** A rider is overdue once this many times their slowest lap has gone by since their last passage. */
export const OVERDUE_FACTOR = 1.5;

/** A start group as the rule reads it. */
export interface StillOutGroupInput {
  id: number;
  name: string;
  /** The gun (epoch ms); null while not set. */
  startTime: number | null;
}

/** A rider of a timed distance, as results count them. */
export interface StillOutRiderInput {
  /** The inscription. */
  id: number;
  dorsal: number;
  runnerName: string;
  categoryName: string;
  distance: number;
  /** Laps of the rider's distance. */
  totalLaps: number;
  /** The rider's start group (their category's), null when their category is in none. */
  groupId: number | null;
  /** Counted lap times in ms, lap 1 first, corrections applied (what results rank by). */
  lapTimes: readonly number[];
  /** The instant (epoch ms) of the passage that closed the last counted lap; null without one. */
  lastPassageAt: number | null;
  /** DNF, DNS or DSQ set by an administrator (or DNS read by results once the event is over); null otherwise. */
  status: RiderStatus | null;
  /** The rider's counted reads at the controls on the course (decision 019), with the lap each belongs to. */
  controlReads?: readonly ControlReadSeen[];
}

/** A counted read of a rider at a control on the course (decision 019): repeats, copies and voided reads are not. */
export interface ControlReadSeen {
  name: string;
  km: number;
  /** The lap it belongs to (one more than the rider's counted passages at the finish line before it). */
  lap: number;
  /** Its instant (epoch ms). */
  at: number;
}

/** The last control a rider still out passed on the lap they are riding, and when. */
type LastControl = Omit<ControlReadSeen, 'lap'>;

/** Where an expected passage comes from: the rider's own laps, or the field's first laps of their distance. */
export type ExpectedFrom = 'OWN_LAPS' | 'FIELD';

export interface RiderStillOut {
  id: number;
  dorsal: number;
  runnerName: string;
  categoryName: string;
  distance: number;
  completedLaps: number;
  totalLaps: number;
  lastPassageAt: number | null;
  /** When the next passage is expected (epoch ms); null when nothing to go by. */
  expectedNextAt: number | null;
  expectedFrom: ExpectedFrom | null;
  /** The instant after which the rider is overdue; null when nothing to go by (never overdue then). */
  overdueAt: number | null;
  overdue: boolean;
  /** The last control passed on the lap being ridden (decision 019); null with no counted read on it. */
  lastControl: LastControl | null;
}

export interface StillOutGroup {
  /** null: riders whose category is in no start group. */
  id: number | null;
  name: string | null;
  startTime: number | null;
  riders: RiderStillOut[];
}

export interface StillOut {
  /** Riders still out, all groups together. */
  count: number;
  /** Groups with someone still out, by start time (the riders in no group last). */
  groups: StillOutGroup[];
}

/** Whether a rider whose overdue instant is `overdueAt` is overdue at `now` (strictly after it). */
export const isOverdue = (overdueAt: number | null, now: number): boolean => overdueAt !== null && now > overdueAt;

/** The middle value (the mean of the two middle ones for an even count), rounded to the ms. */
function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The first laps ridden in each distance, by anyone (finished, out, or with a status), sorted. */
function fieldFirstLaps(riders: readonly StillOutRiderInput[]): Map<number, number[]> {
  const byDistance = new Map<number, number[]>();
  for (const rider of riders) {
    const first = rider.lapTimes[0];
    if (first === undefined) continue;
    const list = byDistance.get(rider.distance);
    if (list) list.push(first);
    else byDistance.set(rider.distance, [first]);
  }
  for (const list of byDistance.values()) list.sort((a, b) => a - b);
  return byDistance;
}

/**
 * Whether a rider is still out at `now`: no status, fewer laps than the distance, and started — a counted lap,
 * or their group's gun gone (`startTime <= now`). A rider with no lap whose category is in no group, or whose
 * group has no start time, is not listed: nothing says they started.
 */
function isStillOut(rider: StillOutRiderInput, group: StillOutGroupInput | undefined, now: number): boolean {
  if (rider.status !== null || rider.lapTimes.length >= rider.totalLaps) return false;
  if (rider.lapTimes.length > 0) return true;
  return group?.startTime != null && group.startTime <= now;
}

/**
 * The last control a rider passed on the lap they are riding (`completedLaps + 1`): their latest counted read of
 * that lap (the latest instant, then the furthest km), null when they have none. Reads of laps already closed at
 * the finish line say nothing about where the rider is now.
 */
function lastControlOnLap(reads: readonly ControlReadSeen[], completedLaps: number): LastControl | null {
  let last: ControlReadSeen | null = null;
  for (const read of reads) {
    if (read.lap !== completedLaps + 1) continue;
    if (last === null || read.at > last.at || (read.at === last.at && read.km > last.km)) last = read;
  }
  return last === null ? null : { name: last.name, km: last.km, at: last.at };
}

function describe(
  rider: StillOutRiderInput,
  group: StillOutGroupInput | undefined,
  firstLaps: readonly number[] | undefined,
  now: number,
): RiderStillOut {
  const laps = rider.lapTimes;
  let expectedNextAt: number | null = null;
  let expectedFrom: ExpectedFrom | null = null;
  let overdueAt: number | null = null;
  if (laps.length > 0 && rider.lastPassageAt !== null) {
    let sum = 0;
    let slowest = 0;
    for (const lap of laps) {
      sum += lap;
      slowest = Math.max(slowest, lap);
    }
    expectedNextAt = rider.lastPassageAt + Math.round(sum / laps.length);
    expectedFrom = 'OWN_LAPS';
    overdueAt = rider.lastPassageAt + Math.round(OVERDUE_FACTOR * slowest);
  } else if (laps.length === 0 && group?.startTime != null && firstLaps && firstLaps.length > 0) {
    expectedNextAt = group.startTime + median(firstLaps);
    expectedFrom = 'FIELD';
    overdueAt = group.startTime + Math.round(OVERDUE_FACTOR * firstLaps[firstLaps.length - 1]!);
  }
  return {
    id: rider.id,
    dorsal: rider.dorsal,
    runnerName: rider.runnerName,
    categoryName: rider.categoryName,
    distance: rider.distance,
    completedLaps: laps.length,
    totalLaps: rider.totalLaps,
    lastPassageAt: laps.length > 0 ? rider.lastPassageAt : null,
    expectedNextAt,
    expectedFrom,
    overdueAt,
    overdue: isOverdue(overdueAt, now),
    lastControl: lastControlOnLap(rider.controlReads ?? [], laps.length),
  };
}

/**
 * The order within a group, for the sweep: the overdue first (longest overdue first), then the furthest back
 * on course (fewest laps, then the oldest last passage), then the bib and the inscription, so the order is total.
 */
export function compareStillOut(a: RiderStillOut, b: RiderStillOut): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.overdue && b.overdue && a.overdueAt !== b.overdueAt) return a.overdueAt! - b.overdueAt!;
  return (
    a.completedLaps - b.completedLaps ||
    (a.lastPassageAt ?? 0) - (b.lastPassageAt ?? 0) ||
    a.dorsal - b.dorsal ||
    a.id - b.id
  );
}

/**
 * Riders still out at `now` (decision 013), by start group. Expected next passage: the last passage plus the
 * mean of the rider's own laps; for a rider with no lap yet, their gun plus the median first lap of everyone in
 * their distance so far (none yet: unknown). Overdue: `now` strictly after the last passage plus OVERDUE_FACTOR
 * times the rider's slowest lap; with no lap yet, after the gun plus OVERDUE_FACTOR times the slowest first lap
 * of their distance so far.
 */
export function ridersStillOut(
  riders: readonly StillOutRiderInput[],
  groups: readonly StillOutGroupInput[],
  now: number,
): StillOut {
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const firstLaps = fieldFirstLaps(riders);
  const byGroup = new Map<number | null, RiderStillOut[]>();
  let count = 0;
  for (const rider of riders) {
    const group = rider.groupId === null ? undefined : groupById.get(rider.groupId);
    if (!isStillOut(rider, group, now)) continue;
    const out = describe(rider, group, firstLaps.get(rider.distance), now);
    // A group the rider names but the list lacks reads as no group.
    const key = group ? group.id : null;
    const list = byGroup.get(key);
    if (list) list.push(out);
    else byGroup.set(key, [out]);
    count += 1;
  }
  const listed: StillOutGroup[] = [...byGroup].map(([id, list]) => {
    const group = id === null ? undefined : groupById.get(id);
    return {
      id,
      name: group?.name ?? null,
      startTime: group?.startTime ?? null,
      riders: list.sort(compareStillOut),
    };
  });
  listed.sort(
    (a, b) =>
      Number(a.id === null) - Number(b.id === null) ||
      (a.startTime ?? Number.POSITIVE_INFINITY) - (b.startTime ?? Number.POSITIVE_INFINITY) ||
      (a.id ?? 0) - (b.id ?? 0),
  );
  return { count, groups: listed };
}
