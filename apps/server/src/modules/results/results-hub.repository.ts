import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** The event as the results hub heads its pages: name, date, place and the organiser's race. */
export interface EventHeading {
  id: number;
  nombre: string;
  fecha: string;
  lugar: string;
  organizer: string;
}

export function eventHeading(db: Q, eventId: number): Promise<EventHeading | undefined> {
  return db
    .selectFrom('events as e')
    .innerJoin('races as r', 'r.id', 'e.race_id')
    .select(['e.id', 'e.nombre', 'e.fecha', 'e.lugar', 'r.nombre as organizer'])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
}

/**
 * Each bib's rider in an event: the sex (null for a pair: they have no ranking by sex) and the runner who holds
 * the inscription (a pair's first rider), by whom a championship names them.
 */
export async function bibRiders(
  db: Q,
  eventId: number,
): Promise<{ sexOf: Map<number, 'M' | 'F' | null>; runnerOf: Map<number, number> }> {
  const people = await db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    .select(['i.numero_dorsal_asignado as dorsal', 'i.es_equipo', 'r.sexo', 'r.id as runnerId'])
    .where('i.event_id', '=', eventId)
    .where('i.numero_dorsal_asignado', 'is not', null)
    .execute();
  // Riders a past edition's sheet named without an account (decision 018): no sex known, a runner once linked.
  const entries = await db
    .selectFrom('result_entries')
    .select(['dorsal', 'runner_id'])
    .where('event_id', '=', eventId)
    .execute();
  const sexOf = new Map<number, 'M' | 'F' | null>(people.map((p) => [p.dorsal as number, p.es_equipo ? null : p.sexo]));
  const runnerOf = new Map(people.map((p) => [p.dorsal as number, p.runnerId]));
  for (const entry of entries) {
    sexOf.set(entry.dorsal, null);
    if (entry.runner_id !== null) runnerOf.set(entry.dorsal, entry.runner_id);
  }
  return { sexOf, runnerOf };
}

/**
 * Active events that have timing and at least one stored passage: the editions with results, newest first.
 * An inactive event is not published (plugins/event-visibility.ts): its results are not listed.
 */
export async function editionsWithResults(db: Q): Promise<number[]> {
  const rows = await db
    .selectFrom('events as e')
    .select('e.id')
    .where('e.activo', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('timing_configs as tc')
          .select('tc.event_id')
          .whereRef('tc.event_id', '=', 'e.id')
          .where('tc.enabled', '=', true),
      ),
    )
    .where((eb) =>
      eb.exists(eb.selectFrom('time_records as tr').select('tr.event_id').whereRef('tr.event_id', '=', 'e.id')),
    )
    .orderBy('e.fecha', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}
