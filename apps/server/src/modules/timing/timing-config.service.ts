import { DEFAULT_MIN_LAP_SECONDS, type TimingConfig } from '@carreras/domain/timing/timing.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { listEventDistances } from '../races/races.service.ts';
import { requireEvent } from './timed-records.service.ts';
import * as configRepository from './timing-config.repository.ts';

// How each distance of an event is timed, for the timing screens and for results and reports.

type Q = Kysely<Database>;

/** The minimum lap of a distance, in ms (decision 007). */
export function minLapOfDistance(db: Q, eventId: number, distance: number): Promise<number> {
  return configRepository.minLapOfDistance(db, eventId, distance);
}

/** The laps of each timed distance of an event. */
export function lapsConfig(db: Q, eventId: number): Promise<Map<number, number>> {
  return configRepository.lapsConfig(db, eventId);
}

export async function getTimingConfig(db: Q, eventId: number): Promise<{ configured: boolean; config: TimingConfig }> {
  await requireEvent(db, eventId);
  const [stored, distances] = await Promise.all([
    configRepository.storedTimingConfig(db, eventId),
    listEventDistances(db, eventId),
  ]);
  const config: TimingConfig = {};
  for (const distancia of distances)
    config[String(distancia)] = { laps: 1, enabled: false, minLapSeconds: DEFAULT_MIN_LAP_SECONDS };
  for (const { distancia, laps, enabled, minLapSeconds } of stored)
    config[String(distancia)] = { laps, enabled, minLapSeconds };
  return { configured: stored.length > 0, config };
}

export async function saveTimingConfig(db: Q, adminId: number, eventId: number, config: TimingConfig) {
  await requireEvent(db, eventId);
  await db.transaction().execute(async (trx) => {
    const distances = Object.entries(config).map(([distancia, value]) => ({
      distancia: Number(distancia),
      laps: value.laps,
      enabled: value.enabled,
      minLapSeconds: value.minLapSeconds,
    }));
    await configRepository.replaceTimingConfig(trx, eventId, distances);
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'timing.config',
      entity: 'event',
      entityId: eventId,
      detail: { config },
    });
  });
  return getTimingConfig(db, eventId);
}
