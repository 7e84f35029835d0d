import { timeFromOwnGroups } from '@carreras/domain/timing/own-group-time';
import { toTimeRecords } from '@carreras/domain/timing/passage-answer';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import {
  type EventBibs,
  needsDecision,
  type RiderTiming,
  type TimeRecord,
} from '@carreras/domain/timing/timing.schemas';
import { LATEST_TIMING_RECORDS } from '@carreras/domain/timing/timing-changes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { runnerTimes } from './adjustments.service.ts';
import { bibInfo } from './bibs.repository.ts';
import { effectiveRecordsForBib } from './passages.repository.ts';
import { iso, listStartGroups } from './start-groups.service.ts';
import { requireEvent, timedRecords, timedRecordsForReview, timedRecordsOf } from './timed-records.service.ts';
import { getTimingConfig, lapsConfig } from './timing-config.service.ts';

// What the timing screens read ('Cronometraje'): the screen's state, the times, the bibs, one rider.

type Q = Kysely<Database>;

const lapsRecord = (laps: Map<number, number>) => Object.fromEntries([...laps].map(([d, n]) => [String(d), n]));

/**
 * The timing screen as it opens: the event, its timing setup, its start groups, the latest records and those
 * waiting for a decision ('Registros a revisar', decision 014).
 */
export async function timingState(db: Q, eventId: number) {
  const event = await requireEvent(db, eventId);
  const [config, laps, timed] = await Promise.all([
    getTimingConfig(db, eventId),
    lapsConfig(db, eventId),
    timedRecordsForReview(db, eventId),
  ]);
  const { records, bibs } = timed;
  const startGroups = await listStartGroups(db, eventId, Date.now(), timed);
  const all = toTimeRecords(records, bibs).sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
  return {
    event: { id: event.id, nombre: event.nombre, fecha: event.fecha },
    config: config.config,
    lapsConfig: lapsRecord(laps),
    startGroups,
    records: all.slice(0, LATEST_TIMING_RECORDS),
    review: all.filter((r) => needsDecision(r.review) || r.unusual != null),
    serverTime: Date.now(),
  };
}

/**
 * The event's times, newest first, and by bib and lap; of some bibs only (and the records without one) when
 * asked, as a screen reads when the changes stream names them (decision 006); of one group when asked.
 */
export async function timingTimes(
  db: Q,
  eventId: number,
  query: { groupId?: number | undefined; dorsals?: number[] | undefined; unnumbered?: boolean | undefined },
) {
  const { groupId, dorsals, unnumbered } = query;
  await requireEvent(db, eventId);
  const selected = dorsals !== undefined || unnumbered !== undefined;
  const [{ records, bibs }, laps] = await Promise.all([
    selected
      ? timedRecordsOf(db, eventId, { bibs: dorsals ?? [], unnumbered: unnumbered ?? false })
      : timedRecords(db, eventId),
    lapsConfig(db, eventId),
  ]);
  // Laps are numbered over all of the bib's passages before filtering by (the rider's own) group.
  const times = toTimeRecords(records, bibs)
    .filter((r) => groupId === undefined || r.groupId === groupId)
    .sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
  const dorsalTimes: Record<string, Record<string, TimeRecord[]>> = {};
  for (const record of times) {
    if (record.dorsal === null || record.lap === null) continue;
    const byLap = dorsalTimes[String(record.dorsal)] ?? {};
    dorsalTimes[String(record.dorsal)] = byLap;
    byLap[String(record.lap)] = [...(byLap[String(record.lap)] ?? []), record];
  }
  return { times, dorsalTimes, lapsConfig: lapsRecord(laps) };
}

/** Every bib of the event with its rider's name, distance and start group, as the timing screens look them up. */
export async function eventBibs(db: Q, eventId: number): Promise<EventBibs> {
  await requireEvent(db, eventId);
  const bibs = await bibInfo(db, eventId);
  return Object.fromEntries(
    [...bibs].map(([bib, info]) => [
      String(bib),
      {
        name: info.runnerName,
        distance: info.distancia,
        groupId: info.group?.id ?? null,
        groupName: info.group?.name ?? null,
      },
    ]),
  );
}

/** 'Buscar dorsal': what the timing screen and the results page show and fix for one rider. */
export async function riderTiming(db: Q, eventId: number, bib: number): Promise<RiderTiming> {
  await requireEvent(db, eventId);
  const bibs = await bibInfo(db, eventId, bib);
  const info = bibs.get(bib);
  if (!info) throw notFound(m.bibNotHeld(bib));
  const [records, times, laps] = await Promise.all([
    effectiveRecordsForBib(db, eventId, bib),
    runnerTimes(db, eventId, bib),
    lapsConfig(db, eventId),
  ]);
  const all = toTimeRecords(timeFromOwnGroups(records, bibs), bibs).sort(
    (a, b) => a.timestamp - b.timestamp || a.id - b.id,
  );
  return {
    dorsal: bib,
    runnerName: info.runnerName,
    categoryName: info.categoria,
    distance: info.distancia,
    laps: laps.get(info.distancia) ?? null,
    group: info.group && { id: info.group.id, name: info.group.name, startTime: iso(info.group.startTime) },
    passages: all.filter((r) => r.review === null),
    records: all,
    lapTimes: times.lapTimes,
    penaltyTime: times.penaltyTime,
    status: times.status,
  };
}
