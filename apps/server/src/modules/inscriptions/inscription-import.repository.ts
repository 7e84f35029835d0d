import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The bibs already given in an event. */
export async function listEventBibs(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('inscriptions')
    .select('numero_dorsal_asignado as dorsal')
    .where('event_id', '=', eventId)
    .where('numero_dorsal_asignado', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.dorsal));
}

/** Every runner taking part in an event, as holder or partner. */
export async function listEventParticipantIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db.selectFrom('event_participants').select('runner_id').where('event_id', '=', eventId).execute();
  return rows.map((row) => row.runner_id);
}
