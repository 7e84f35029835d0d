import { priceOn } from '@carreras/domain/places/fees';
import type { EventPlaces } from '@carreras/domain/places/places';
import type { DistanceSettings, PlacesSettings, PlacesSettingsAnswer } from '@carreras/domain/places/places.schemas';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Takes the event's registration row lock for the rest of the transaction. Every write that takes or frees
 * a place of the event locks it first, so the count read next is the truth until commit: PostgreSQL makes
 * the others wait on the row (READ COMMITTED then lets their next statement see this commit), and SQLite
 * runs one write transaction at a time. The insert creates the row for events that never had settings.
 */
export async function lockEventPlaces(trx: Trx, eventId: number): Promise<void> {
  await trx
    .insertInto('event_registration')
    .values({ event_id: eventId, cupo_total: null })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  await trx
    .updateTable('event_registration')
    .set((eb) => ({ lock_version: eb('lock_version', '+', 1) }))
    .where('event_id', '=', eventId)
    .execute();
}

/** An event's places settings, without its distances' and categories' ones. */
export type EventPlacesSettings = Omit<PlacesSettingsAnswer, 'distancias' | 'categorias'>;

/** A category's place limit in an event. */
export interface CategoryLimit {
  categoryId: number;
  nombre: string;
  distancia: number;
  cupo: number;
}

export async function findEventSettings(db: Db | Trx, eventId: number): Promise<EventPlacesSettings | undefined> {
  const row = await db.selectFrom('event_registration').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  return (
    row && {
      cupoTotal: row.cupo_total,
      promocionAutomatica: Boolean(row.promocion_automatica),
      listaPublica: Boolean(row.lista_publica),
      fechaFinAnticipado: row.fecha_fin_anticipado,
      pagoAlias: row.pago_alias,
      pagoCbu: row.pago_cbu,
      pagoLink: row.pago_link,
      pagoEfectivo: Boolean(row.pago_efectivo),
      pagoNotas: row.pago_notas,
      whatsappOrganizador: row.whatsapp_organizador,
      retiroKit: row.retiro_kit,
      plantillaRecordatorio: row.plantilla_recordatorio,
    }
  );
}

export async function findDistanceSettings(db: Db | Trx, eventId: number): Promise<DistanceSettings[]> {
  const rows = await db
    .selectFrom('event_distance_settings')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('distancia')
    .execute();
  return rows.map((row) => ({
    distancia: Number(row.distancia),
    cupo: row.cupo,
    precio: row.precio,
    precioAnticipado: row.precio_anticipado,
  }));
}

export async function findCategorySettings(db: Db | Trx, eventId: number): Promise<CategoryLimit[]> {
  const rows = await db
    .selectFrom('event_category_settings as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select(['s.category_id', 's.cupo', 'c.nombre', 'c.distancia'])
    .where('s.event_id', '=', eventId)
    .orderBy('c.distancia')
    .orderBy('c.nombre')
    .execute();
  return rows.map((row) => ({
    categoryId: row.category_id,
    nombre: row.nombre,
    distancia: Number(row.distancia),
    cupo: row.cupo,
  }));
}

/** People taking a place per category (same counting as per distance). */
export async function countTakenByCategory(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('inscriptions')
    .select((eb) => ['category_id', sql<number>`count(*) + count(${eb.ref('partner_runner_id')})`.as('people')])
    .where('event_id', '=', eventId)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.people)]));
}

export async function countWaitingByCategory(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('waiting_list')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .where('event_id', '=', eventId)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.n)]));
}

/** People taking a place per distance: holders, plus partners confirmed or invited (a pair takes two). */
export async function countTaken(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('inscriptions')
    .select((eb) => ['distancia', sql<number>`count(*) + count(${eb.ref('partner_runner_id')})`.as('people')])
    .where('event_id', '=', eventId)
    .groupBy('distancia')
    .execute();
  return new Map(rows.map((r) => [Number(r.distancia), Number(r.people)]));
}

export async function countWaiting(db: Db | Trx, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('waiting_list')
    .select((eb) => ['distancia', eb.fn.countAll<number>().as('n')])
    .where('event_id', '=', eventId)
    .groupBy('distancia')
    .execute();
  return new Map(rows.map((r) => [Number(r.distancia), Number(r.n)]));
}

/** The event's limits and the places taken and awaited, read inside the locked transaction for the domain's rule. */
export async function placeState(db: Db | Trx, eventId: number) {
  const [registration, distances, categories, taken, waiting, takenByCategory, waitingByCategory] = await Promise.all([
    findEventSettings(db, eventId),
    findDistanceSettings(db, eventId),
    findCategorySettings(db, eventId),
    countTaken(db, eventId),
    countWaiting(db, eventId),
    countTakenByCategory(db, eventId),
    countWaitingByCategory(db, eventId),
  ]);
  const limits = new Map(distances.map((d) => [d.distancia, d]));
  const places: EventPlaces = {
    cupoTotal: registration?.cupoTotal ?? null,
    distanceLimits: new Map(distances.map((d) => [d.distancia, d.cupo])),
    categoryLimits: new Map(categories.map((c) => [c.categoryId, c.cupo])),
    taken,
    takenByCategory,
    waiting,
    waitingByCategory,
  };
  return {
    places,
    /** Price per person on `day` (yyyy-mm-dd): the early-bird price up to its last day. */
    priceOn(distancia: number, day: string): number | null {
      const d = limits.get(distancia);
      if (!d) return null;
      return priceOn(d, registration?.fechaFinAnticipado ?? null, day);
    },
  };
}

/**
 * Writes the settings of an event inside the caller's transaction (which holds the event's place lock):
 * its `event_registration` row, and its distances' and categories' settings replaced by `body`'s.
 */
export async function writePlacesSettings(trx: Trx, eventId: number, body: PlacesSettings) {
  await trx
    .updateTable('event_registration')
    .set({
      cupo_total: body.cupoTotal,
      promocion_automatica: body.promocionAutomatica,
      lista_publica: body.listaPublica,
      fecha_fin_anticipado: body.fechaFinAnticipado,
      pago_alias: body.pagoAlias,
      pago_cbu: body.pagoCbu,
      pago_link: body.pagoLink,
      pago_efectivo: body.pagoEfectivo,
      pago_notas: body.pagoNotas,
      whatsapp_organizador: body.whatsappOrganizador,
      retiro_kit: body.retiroKit,
      plantilla_recordatorio: body.plantillaRecordatorio,
    })
    .where('event_id', '=', eventId)
    .execute();
  await trx.deleteFrom('event_distance_settings').where('event_id', '=', eventId).execute();
  if (body.distancias.length > 0) {
    await trx
      .insertInto('event_distance_settings')
      .values(
        body.distancias.map((d) => ({
          event_id: eventId,
          distancia: d.distancia,
          cupo: d.cupo,
          precio: d.precio,
          precio_anticipado: d.precioAnticipado,
        })),
      )
      .execute();
  }
  await trx.deleteFrom('event_category_settings').where('event_id', '=', eventId).execute();
  // One limit per category: the last one given wins.
  const categoryLimits = new Map(
    body.categorias.flatMap((c) => (c.cupo === null ? [] : [[c.categoryId, c.cupo] as const])),
  );
  if (categoryLimits.size > 0) {
    await trx
      .insertInto('event_category_settings')
      .values([...categoryLimits].map(([category_id, cupo]) => ({ event_id: eventId, category_id, cupo })))
      .execute();
  }
}
