import { minLapMs } from '@carreras/domain/timing/min-lap';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// How each distance of an event is timed: laps, whether it is timed, its minimum lap (decision 007).

type Q = Kysely<Database>;

/** The minimum lap of one distance of the event, in ms (decision 007). */
export async function minLapOfDistance(db: Q, eventId: number, distance: number): Promise<number> {
  const row = await db
    .selectFrom('timing_configs')
    .select('min_lap_seconds')
    .where('event_id', '=', eventId)
    .where('distancia', '=', distance)
    .executeTakeFirst();
  return minLapMs(row?.min_lap_seconds);
}

/** Enabled distances of the event with their laps. */
export async function lapsConfig(db: Q, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('timing_configs')
    .select(['distancia', 'laps'])
    .where('event_id', '=', eventId)
    .where('enabled', '=', true)
    .orderBy('distancia')
    .execute();
  return new Map(rows.map((r) => [r.distancia, r.laps]));
}

/** How one distance of an event is timed. */
export interface DistanceTiming {
  distancia: number;
  laps: number;
  enabled: boolean;
  minLapSeconds: number;
}

/** The timing configuration stored for the event, per distance (enabled or not). */
export async function storedTimingConfig(db: Q, eventId: number): Promise<DistanceTiming[]> {
  const rows = await db
    .selectFrom('timing_configs')
    .select(['distancia', 'laps', 'enabled', 'min_lap_seconds'])
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((r) => ({
    distancia: r.distancia,
    laps: r.laps,
    enabled: r.enabled,
    minLapSeconds: Number(r.min_lap_seconds),
  }));
}

export async function replaceTimingConfig(db: Q, eventId: number, distances: DistanceTiming[]): Promise<void> {
  await db.deleteFrom('timing_configs').where('event_id', '=', eventId).execute();
  if (distances.length > 0)
    await db
      .insertInto('timing_configs')
      .values(
        distances.map((d) => ({
          event_id: eventId,
          distancia: d.distancia,
          laps: d.laps,
          enabled: d.enabled,
          min_lap_seconds: d.minLapSeconds,
        })),
      )
      .execute();
}
