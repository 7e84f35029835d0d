import { isRiderStatus } from '@carreras/domain/results/result-status';
import {
  ridersStillOut,
  type StillOutGroupInput,
  type StillOutRiderInput,
} from '@carreras/domain/timing/riders-still-out';
import type { StillOutResponse } from '@carreras/domain/timing/still-out.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { countedControlReads } from '../course-controls/course-controls.service.ts';
import { computeResults } from '../results/results.service.ts';
import { bibInfo, findEvent } from './bibs.repository.ts';
import { lapsConfig } from './timing-config.repository.ts';

type Q = Kysely<Database>;

/**
 * 'En carrera' (decision 013). Laps, last passages and statuses are the live results' own (computeResults, one
 * per timed distance: repeats, voided passages, corrections and statuses counted as results count them), so
 * this list never disagrees with the results screen; the start groups come from the bibs' categories. The
 * counted reads at the controls on the course, judged as the phones are answered, give each rider's last
 * control (decision 019).
 */
export async function stillOut(db: Q, eventId: number, now = Date.now()): Promise<StillOutResponse> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('Evento no encontrado');
  const [laps, bibs] = await Promise.all([lapsConfig(db, eventId), bibInfo(db, eventId)]);
  const [results, controlReads] = await Promise.all([
    Promise.all([...laps.keys()].map((distance) => computeResults(db, eventId, { distance }))),
    countedControlReads(db, eventId),
  ]);

  const groups = new Map<number, StillOutGroupInput>();
  for (const info of bibs.values()) {
    if (info.group && !groups.has(info.group.id)) groups.set(info.group.id, info.group);
  }
  const riders: StillOutRiderInput[] = [];
  for (const distance of results) {
    for (const row of distance.overall) {
      riders.push({
        id: row.id,
        dorsal: row.dorsal,
        runnerName: row.runnerName,
        categoryName: row.categoryName,
        distance: distance.distance,
        totalLaps: row.totalLaps,
        groupId: bibs.get(row.dorsal)?.group?.id ?? null,
        lapTimes: row.lapTimes.map((lap) => lap.time),
        lastPassageAt: row.lastPassageAt ?? null,
        // Results read a rider with no passage as DNS once the event's day is over (decision 007).
        status: isRiderStatus(row.status) ? row.status : null,
        controlReads: controlReads.get(row.dorsal) ?? [],
      });
    }
  }
  const { count, groups: listed } = ridersStillOut(riders, [...groups.values()], now);
  return { event: { id: event.id, nombre: event.nombre, fecha: event.fecha }, serverTime: now, count, groups: listed };
}
