import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Active events dated from `from` to `to` (yyyy-mm-dd) with timing configured: where results may become final. */
export async function findTimedEventsBetween(db: Db, from: string, to: string): Promise<number[]> {
  const rows = await db
    .selectFrom('events as e')
    .select('e.id')
    .where('e.fecha', '>=', from)
    .where('e.fecha', '<=', to)
    .where('e.activo', '=', true)
    .where((eb) =>
      eb.exists(eb.selectFrom('timing_configs as t').select('t.event_id').whereRef('t.event_id', '=', 'e.id')),
    )
    .orderBy('e.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The distances of the event whose results messages were written. */
export async function findMailedDistances(db: Db, eventId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('results_mailings').select('distancia').where('event_id', '=', eventId).execute();
  return new Set(rows.map((row) => Number(row.distancia)));
}

/**
 * Marks the distance as mailed; false when it already was (another process got there first). Written in the
 * transaction that writes its messages, so the mark exists exactly when they do.
 */
export async function markDistanceMailed(db: Db, eventId: number, distancia: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto('results_mailings')
    .values({ event_id: eventId, distancia, messages: 0, created_at: now })
    .onConflict((oc) => oc.columns(['event_id', 'distancia']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setMailedCount(db: Db, eventId: number, distancia: number, messages: number): Promise<void> {
  await db
    .updateTable('results_mailings')
    .set({ messages })
    .where('event_id', '=', eventId)
    .where('distancia', '=', distancia)
    .execute();
}

/** The people a result row is about: the inscription's holder and its confirmed partner, with their address. */
export interface ResultPerson {
  runnerId: number;
  nombre: string;
  email: string;
}

/**
 * The runners of the event's inscription with this id and bib (holder, and the partner once they accepted).
 * The bib is checked too: a result row of a rider known only by name (a past edition's sheet) is no inscription.
 */
export async function findResultPeople(
  db: Db,
  eventId: number,
  inscriptionId: number,
  dorsal: number,
): Promise<ResultPerson[]> {
  const rows = await db
    .selectFrom('event_participants as p')
    .innerJoin('inscriptions as i', 'i.id', 'p.inscription_id')
    .innerJoin('runners as r', 'r.id', 'p.runner_id')
    .select(['r.id', 'r.nombre', 'r.email'])
    .where('p.event_id', '=', eventId)
    .where('p.inscription_id', '=', inscriptionId)
    .where('i.numero_dorsal_asignado', '=', dorsal)
    .orderBy('r.id')
    .execute();
  return rows.filter((row) => row.email).map((row) => ({ runnerId: row.id, nombre: row.nombre, email: row.email }));
}
