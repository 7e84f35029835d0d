import type { Kysely } from 'kysely';
import type { Database, InscriptionsTable } from '../../db/schema.ts';

/**
 * The inscriptions' writes. They take the domain's names (camelCase, as `Inscription` reads) and map them to
 * the table's columns here, once: `inscriptionChangeColumns` also gives the audit log its keys, so what an
 * admin changed is logged under the column names it always had.
 */

type Db = Kysely<Database>;

/** A new inscription; the flags default to false, the bib, the partner, the price and the promotion to none. */
export interface NewInscription {
  runnerId: number;
  eventId: number;
  categoryId: number | null;
  distancia: number;
  categoria: string;
  esEquipo?: boolean;
  partnerRunnerId?: number | null;
  partnerPending?: boolean;
  pagoConfirmado?: boolean;
  inscripcionConfirmada?: boolean;
  asistenciaConfirmada?: boolean;
  numeroDorsalAsignado?: number | null;
  /** Price per person in force on the day of the inscription (or of joining the waiting list). */
  precioUnitario?: number | null;
  /** When the inscription came from the waiting list. */
  promovidaAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What an admin changes of an inscription: its category and distance, its flags, its bib. */
export type InscriptionChanges = Partial<
  Pick<
    NewInscription,
    | 'categoryId'
    | 'distancia'
    | 'categoria'
    | 'pagoConfirmado'
    | 'inscripcionConfirmada'
    | 'asistenciaConfirmada'
    | 'numeroDorsalAsignado'
  >
>;

const CHANGE_COLUMNS = {
  categoryId: 'category_id',
  distancia: 'distancia',
  categoria: 'categoria',
  pagoConfirmado: 'pago_confirmado',
  inscripcionConfirmada: 'inscripcion_confirmada',
  asistenciaConfirmada: 'asistencia_confirmada',
  numeroDorsalAsignado: 'numero_dorsal_asignado',
} as const satisfies Record<keyof InscriptionChanges, keyof InscriptionsTable>;

type ChangeColumns = { [K in keyof InscriptionChanges as (typeof CHANGE_COLUMNS)[K]]: InscriptionChanges[K] };

/** `changes` under the table's column names (the update's `set`, and the audit log's keys). */
export function inscriptionChangeColumns(changes: InscriptionChanges): ChangeColumns {
  const columns: Record<string, unknown> = {};
  for (const key of Object.keys(changes) as (keyof InscriptionChanges)[]) {
    if (changes[key] !== undefined) columns[CHANGE_COLUMNS[key]] = changes[key];
  }
  return columns as ChangeColumns;
}

/** Inserts an inscription and its participants (the holder, and a confirmed partner); returns its id. */
export async function insertInscription(db: Db, values: NewInscription, participantIds: number[]): Promise<number> {
  const inserted = await db
    .insertInto('inscriptions')
    .values({
      runner_id: values.runnerId,
      event_id: values.eventId,
      category_id: values.categoryId,
      distancia: values.distancia,
      categoria: values.categoria,
      es_equipo: values.esEquipo ?? false,
      partner_runner_id: values.partnerRunnerId ?? null,
      partner_pending: values.partnerPending ?? false,
      pago_confirmado: values.pagoConfirmado ?? false,
      inscripcion_confirmada: values.inscripcionConfirmada ?? false,
      asistencia_confirmada: values.asistenciaConfirmada ?? false,
      numero_dorsal_asignado: values.numeroDorsalAsignado ?? null,
      precio_unitario: values.precioUnitario ?? null,
      promovida_at: values.promovidaAt ?? null,
      created_at: values.createdAt,
      updated_at: values.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('event_participants')
    .values(
      participantIds.map((runnerId) => ({
        event_id: values.eventId,
        runner_id: runnerId,
        inscription_id: inserted.id,
      })),
    )
    .execute();
  return inserted.id;
}

/** Changes an inscription; answers whether it existed. `updated_at` is set here. */
export async function updateInscription(
  db: Db,
  id: number,
  changes: InscriptionChanges,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('inscriptions')
    .set({ ...inscriptionChangeColumns(changes), updated_at: updatedAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteInscriptionRows(db: Db, id: number): Promise<void> {
  await db.deleteFrom('event_participants').where('inscription_id', '=', id).execute();
  await db.deleteFrom('inscriptions').where('id', '=', id).execute();
}

/**
 * The invited partner's consent: the pair is confirmed only while it still waits for this partner in the
 * category they were shown, and the partner joins the event's participants. False when it no longer waits.
 */
export async function confirmPair(
  db: Db,
  pair: { id: number; eventId: number; partnerId: number; categoria: string; distancia: number },
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('inscriptions')
    .set({ partner_pending: false, es_equipo: true, updated_at: updatedAt })
    .where('id', '=', pair.id)
    .where('partner_runner_id', '=', pair.partnerId)
    .where('partner_pending', '=', true)
    .where('categoria', '=', pair.categoria)
    .where('distancia', '=', pair.distancia)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db
    .insertInto('event_participants')
    .values({ event_id: pair.eventId, runner_id: pair.partnerId, inscription_id: pair.id })
    .execute();
  return true;
}

/** Drops a pending pair's invitation (the holder stays alone); false when it no longer waits for that partner. */
export async function dropPendingPair(db: Db, id: number, partnerId: number, updatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('inscriptions')
    .set({ partner_runner_id: null, partner_pending: false, es_equipo: false, updated_at: updatedAt })
    .where('id', '=', id)
    .where('partner_runner_id', '=', partnerId)
    .where('partner_pending', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
