import { orderByCurrency } from '@carreras/domain/events/current-event';
import type { Event, EventValues } from '@carreras/domain/events/event.schemas';
import { eventMessages as m } from '@carreras/domain/events/event.schemas';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { nextEditionName, shiftOneYear } from '@carreras/domain/events/next-edition';
import { TEXT_MAX_LENGTH } from '@carreras/domain/limits';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { countInscriptions, type EventRow, findEventById, listEvents } from './events.repository.ts';

type Db = Kysely<Database>;

export function toEvent(row: EventRow, now: Date = new Date()): Event {
  return {
    id: row.id,
    nombre: row.nombre,
    fecha: row.fecha,
    lugar: row.lugar,
    descripcion: row.descripcion,
    activo: row.activo,
    permiteParejas: row.permite_parejas,
    race_id: row.race_id,
    fechaAperturaInscripciones: row.fecha_apertura_inscripciones,
    fechaCierreInscripciones: row.fecha_cierre_inscripciones,
    categorias: row.categorias,
    inscripcionesAbiertas: isEventOpen(
      {
        activo: row.activo,
        fechaAperturaInscripciones: row.fecha_apertura_inscripciones,
        fechaCierreInscripciones: row.fecha_cierre_inscripciones,
      },
      now,
    ),
    race: { id: row.race_id, nombre: row.race_nombre, activo: row.race_activo },
    cantidadCategorias: row.categorias.length,
  };
}

/**
 * GET /events: the current event first (D17). Only administrators see inactive events (a next
 * edition being prepared stays hidden from runners until it is activated).
 */
export async function getEvents(
  db: Db,
  options: { isAdmin: boolean; active?: boolean; limit?: number },
): Promise<Event[]> {
  const now = new Date();
  const rows = await listEvents(db, { activeOnly: options.active === true || !options.isAdmin });
  const filtered = options.active === false ? rows.filter((r) => !r.activo) : rows;
  const ordered = orderByCurrency(
    filtered.map((row) => toEvent(row, now)),
    now,
  );
  return options.limit ? ordered.slice(0, options.limit) : ordered;
}

export async function getEvent(db: Db, id: number): Promise<Event> {
  const row = await findEventById(db, id);
  if (!row) throw notFound(m.eventNotFound);
  return toEvent(row);
}

/** The race must exist; a new event, or one moved to another race, needs an active race; categories must be the race's. */
async function checkRaceAndCategories(db: Db, values: EventValues, options: { requireActiveRace: boolean }) {
  const race = await db
    .selectFrom('races')
    .select(['id', 'activo'])
    .where('id', '=', values.race_id)
    .executeTakeFirst();
  if (!race) throw badRequest(m.raceNotFound, { race_id: m.raceNotFound });
  if (options.requireActiveRace && !race.activo) throw badRequest(m.raceInactive, { race_id: m.raceInactive });
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where('id', 'in', values.categorias)
    .where('race_id', '=', values.race_id)
    .execute();
  if (found.length !== values.categorias.length) {
    throw badRequest(m.categoriesOfOtherRace, { categorias: m.categoriesOfOtherRace });
  }
}

function eventColumns(values: EventValues) {
  return {
    race_id: values.race_id,
    nombre: values.nombre,
    fecha: values.fecha,
    lugar: values.lugar,
    descripcion: values.descripcion,
    activo: values.activo,
    permite_parejas: values.permiteParejas,
    fecha_apertura_inscripciones: values.fechaAperturaInscripciones,
    fecha_cierre_inscripciones: values.fechaCierreInscripciones,
  };
}

export async function createEvent(db: Db, adminId: number, values: EventValues): Promise<Event> {
  await checkRaceAndCategories(db, values, { requireActiveRace: true });
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const created = await trx
      .insertInto('events')
      .values({ ...eventColumns(values), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('event_categories')
      .values(values.categorias.map((categoryId) => ({ event_id: created.id, category_id: categoryId })))
      .execute();
    await audit(trx, { actorType: 'admin', actorId: adminId, action: 'create', entity: 'event', entityId: created.id });
    return created.id;
  });
  return getEvent(db, id);
}

/**
 * Editing keeps inscriptions consistent: the race of an event with inscriptions cannot change, and a
 * category that has inscriptions in this event cannot be removed from it.
 */
export async function updateEvent(db: Db, adminId: number, id: number, values: EventValues): Promise<Event> {
  const existing = await findEventById(db, id);
  if (!existing) throw notFound(m.eventNotFound);
  await checkRaceAndCategories(db, values, { requireActiveRace: values.race_id !== existing.race_id });
  await db.transaction().execute(async (trx) => {
    if (values.race_id !== existing.race_id && (await countInscriptions(trx, id)) > 0) {
      throw conflict(m.raceChangeWithInscriptions);
    }
    const removed = existing.categorias.filter((c) => !values.categorias.includes(c));
    if (removed.length > 0) {
      const used = await trx
        .selectFrom('inscriptions as i')
        .innerJoin('categories as c', 'c.id', 'i.category_id')
        .select('c.nombre')
        .where('i.event_id', '=', id)
        .where('i.category_id', 'in', removed)
        .executeTakeFirst();
      if (used) throw conflict(m.categoryInUse(used.nombre));
    }
    await trx
      .updateTable('events')
      .set({ ...eventColumns(values), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('event_categories').where('event_id', '=', id).execute();
    await trx
      .insertInto('event_categories')
      .values(values.categorias.map((categoryId) => ({ event_id: id, category_id: categoryId })))
      .execute();
    await audit(trx, { actorType: 'admin', actorId: adminId, action: 'update', entity: 'event', entityId: id });
  });
  return getEvent(db, id);
}

/** An event with inscriptions is never deleted (that would delete them with it): 409. */
export async function deleteEvent(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst();
    if (!existing) throw notFound(m.eventNotFound);
    if ((await countInscriptions(trx, id)) > 0) throw conflict(m.hasInscriptions);
    await trx.deleteFrom('events').where('id', '=', id).execute();
    await audit(trx, { actorType: 'admin', actorId: adminId, action: 'delete', entity: 'event', entityId: id });
  });
}

/**
 * Next year's edition: same race, place, description, pairs rule and categories; every date one year
 * later; inactive until an administrator activates it; the name as nextEditionName gives it.
 */
export async function duplicateEvent(db: Db, adminId: number, id: number): Promise<Event> {
  const source = await findEventById(db, id);
  if (!source) throw notFound(m.eventNotFound);
  const newId = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const created = await trx
      .insertInto('events')
      .values({
        race_id: source.race_id,
        nombre: nextEditionName(source.nombre, source.fecha).slice(0, TEXT_MAX_LENGTH),
        fecha: shiftOneYear(source.fecha),
        lugar: source.lugar,
        descripcion: source.descripcion,
        activo: false,
        permite_parejas: source.permite_parejas,
        fecha_apertura_inscripciones: shiftOneYear(source.fecha_apertura_inscripciones),
        fecha_cierre_inscripciones: shiftOneYear(source.fecha_cierre_inscripciones),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (source.categorias.length > 0) {
      await trx
        .insertInto('event_categories')
        .values(source.categorias.map((categoryId) => ({ event_id: created.id, category_id: categoryId })))
        .execute();
    }
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'duplicate',
      entity: 'event',
      entityId: created.id,
      detail: { from: id },
    });
    return created.id;
  });
  return getEvent(db, newId);
}
