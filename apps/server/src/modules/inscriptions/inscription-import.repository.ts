import type { Insertable, Kysely } from 'kysely';
import type { Database, InscriptionsTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Well under SQLite's and PostgreSQL's limits on bound parameters (an inscription row binds about 16). */
const ROWS_PER_QUERY = 500;

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

/** A single-runner inscription an import writes: a bib confirms its payment and the inscription. */
export interface ImportedInscriptionValues {
  runnerId: number;
  /** A pair's partner, confirmed (D13): both take part through this one inscription. */
  partnerRunnerId?: number | null;
  categoryId: number;
  distancia: number;
  categoria: string;
  dorsal: number | null;
  precioUnitario: number | null;
}

/**
 * Inserts imported inscriptions of one event (single runners, or confirmed pairs) with their participant rows,
 * as insertInscription does one, a statement per few hundred (the caller takes the runners off the waiting list).
 * Answers the new ids.
 */
export async function insertSoloInscriptions(
  db: Db,
  eventId: number,
  inscriptions: readonly ImportedInscriptionValues[],
  now: string,
): Promise<number[]> {
  const values: Insertable<InscriptionsTable>[] = inscriptions.map((item) => ({
    runner_id: item.runnerId,
    event_id: eventId,
    category_id: item.categoryId,
    distancia: item.distancia,
    categoria: item.categoria,
    es_equipo: Boolean(item.partnerRunnerId),
    partner_runner_id: item.partnerRunnerId ?? null,
    partner_pending: false,
    pago_confirmado: item.dorsal !== null,
    inscripcion_confirmada: item.dorsal !== null,
    asistencia_confirmada: false,
    numero_dorsal_asignado: item.dorsal,
    precio_unitario: item.precioUnitario,
    created_at: now,
    updated_at: now,
  }));
  const ids: number[] = [];
  for (let start = 0; start < values.length; start += ROWS_PER_QUERY) {
    const chunk = values.slice(start, start + ROWS_PER_QUERY);
    const rows = await db
      .insertInto('inscriptions')
      .values(chunk)
      .returning(['id', 'runner_id', 'partner_runner_id'])
      .execute();
    await db
      .insertInto('event_participants')
      .values(
        rows.flatMap((row) => [
          { event_id: eventId, runner_id: row.runner_id, inscription_id: row.id },
          ...(row.partner_runner_id
            ? [{ event_id: eventId, runner_id: row.partner_runner_id, inscription_id: row.id }]
            : []),
        ]),
      )
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
