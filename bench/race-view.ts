// A view mid-race for the live-results benches: riders on 33 km with 2 laps, every one past lap 1, so each
// passage of lap 2 is a rider finishing. Written straight into the database of a test app (as the server tests
// make theirs), the start of the race four hours ago.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema.ts';
import { insertRider } from '../apps/server/src/modules/timing/timing-test-helpers.ts';
import { insertEvent } from '../apps/server/test/fixtures.ts';

const LAP_MS = 30 * 60_000;
export const RACE_STARTED_AT = Date.now() - 4 * 3600_000;

/** Cumulative time of a rider's lap: bib 1 fastest, every rider's laps apart by more than the minimum lap. */
export const timeOf = (bib: number, lap: number) => lap * LAP_MS + bib * 997 * lap;

/** The body of POST /api/timing/{id}/record for that bib's lap. */
export function passage(dorsal: number, lap: number, clientId: string) {
  const time = timeOf(dorsal, lap);
  return { clientId, dorsal, time, timestamp: RACE_STARTED_AT + time };
}

export async function raceView(
  app: FastifyInstance,
  db: Kysely<Database>,
  auth: { authorization: string },
  riders: number,
): Promise<number> {
  const eventId = await insertEvent(db);
  await app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { 33: { laps: 2, enabled: true } } },
  });
  for (let bib = 1; bib <= riders; bib += 1) await insertRider(db, eventId, bib, { categoryIndex: bib % 6 });
  const now = new Date().toISOString();
  const rows = Array.from({ length: riders }, (_, index) => {
    const bib = index + 1;
    const time = timeOf(bib, 1);
    return {
      event_id: eventId,
      client_id: `bench-${eventId}-${bib}`,
      dorsal: bib,
      lap: 1,
      time_ms: time,
      recorded_at: RACE_STARTED_AT + time,
      group_id: null,
      distancia: 33,
      created_at: now,
      updated_at: now,
    };
  });
  for (let at = 0; at < rows.length; at += 200)
    await db
      .insertInto('time_records')
      .values(rows.slice(at, at + 200))
      .execute();
  return eventId;
}
