import { orderByCurrency } from '@carreras/domain/events/current-event';
import type { DuplicateChoice } from '@carreras/domain/events/duplicate-event';
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
import { forgetEventVisibility } from '../../plugins/event-visibility.ts';
import { copyPlacesSettings } from '../places/places-copy.service.ts';
import { listEventCategories } from '../races/races.service.ts';
import * as eventsRepository from './events.repository.ts';
import {
  deleteEventRow,
  type EventRecord,
  eventExists,
  eventStats,
  findCategoriesOfRace,
  findCategoryWithInscriptions,
  findEventById,
  findRaceState,
  insertEvent,
  listEvents,
  updateEventRow,
} from './events.repository.ts';

/** Read by the Panel. */
/** How many inscriptions an event has (the dashboard's counts; an event with any keeps its race and is not deleted). */
export function countInscriptions(db: Kysely<Database>, eventId: number): Promise<number> {
  return eventsRepository.countInscriptions(db, eventId);
}

type Db = Kysely<Database>;

/** The event as the API answers it: whether it takes inscriptions today, and how many categories it offers. */
function toEvent(event: EventRecord, now: Date = new Date()): Event {
  return { ...event, inscripcionesAbiertas: isEventOpen(event, now), cantidadCategorias: event.categorias.length };
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
  const events = await listEvents(db, { activeOnly: options.active === true || !options.isAdmin });
  const filtered = options.active === false ? events.filter((e) => !e.activo) : events;
  const ordered = orderByCurrency(
    filtered.map((event) => toEvent(event, now)),
    now,
  );
  return options.limit ? ordered.slice(0, options.limit) : ordered;
}

/** 404 unless there is an event with this id. */
export async function requireEventExists(db: Db, id: number): Promise<void> {
  if (!(await eventExists(db, id))) throw notFound(m.eventNotFound);
}

/** The event's categories, as GET /events/:id/categories answers them. */
export async function getEventCategories(db: Db, id: number) {
  await requireEventExists(db, id);
  return listEventCategories(db, id);
}

export async function getEventStats(db: Db, id: number) {
  await requireEventExists(db, id);
  return eventStats(db, id);
}

export async function getEvent(db: Db, id: number): Promise<Event> {
  const event = await findEventById(db, id);
  if (!event) throw notFound(m.eventNotFound);
  return toEvent(event);
}

/** The race must exist; a new event, or one moved to another race, needs an active race; categories must be the race's. */
async function checkRaceAndCategories(db: Db, values: EventValues, options: { requireActiveRace: boolean }) {
  const race = await findRaceState(db, values.race_id);
  if (!race) throw badRequest(m.raceNotFound, { race_id: m.raceNotFound });
  if (options.requireActiveRace && !race.activo) throw badRequest(m.raceInactive, { race_id: m.raceInactive });
  const found = await findCategoriesOfRace(db, values.race_id, values.categorias);
  if (found.length !== values.categorias.length) {
    throw badRequest(m.categoriesOfOtherRace, { categorias: m.categoriesOfOtherRace });
  }
}

export async function createEvent(db: Db, adminId: number, values: EventValues): Promise<Event> {
  await checkRaceAndCategories(db, values, { requireActiveRace: true });
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertEvent(trx, values, nowIso());
    await audit(trx, { actorType: 'admin', actorId: adminId, action: 'create', entity: 'event', entityId: created });
    return created;
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
    const used = await findCategoryWithInscriptions(trx, id, removed);
    if (used !== undefined) throw conflict(m.categoryInUse(used));
    await updateEventRow(trx, id, values, nowIso());
    await audit(trx, { actorType: 'admin', actorId: adminId, action: 'update', entity: 'event', entityId: id });
  });
  // Activated or deactivated: the public reads by id follow at once in this process.
  forgetEventVisibility(db);
  return getEvent(db, id);
}

/** An event with inscriptions is never deleted (that would delete them with it): 409. */
export async function deleteEvent(db: Db, adminId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await eventExists(trx, id))) throw notFound(m.eventNotFound);
    if ((await countInscriptions(trx, id)) > 0) throw conflict(m.hasInscriptions);
    await deleteEventRow(trx, id);
    await audit(trx, { actorType: 'admin', actorId: adminId, action: 'delete', entity: 'event', entityId: id });
  });
  forgetEventVisibility(db);
}

/**
 * Next year's edition: same race and place, every date one year later, inactive until an administrator
 * activates it, the name as nextEditionName gives it; the description, categories, pairs rule, places and
 * prices with payment methods as the admin chose (duplicateEventSchema, docs/product-choices.md).
 */
export async function duplicateEvent(db: Db, adminId: number, id: number, choice: DuplicateChoice): Promise<Event> {
  const source = await findEventById(db, id);
  if (!source) throw notFound(m.eventNotFound);
  const newId = await db.transaction().execute(async (trx) => {
    const created = await insertEvent(
      trx,
      {
        race_id: source.race_id,
        nombre: nextEditionName(source.nombre, source.fecha).slice(0, TEXT_MAX_LENGTH),
        fecha: shiftOneYear(source.fecha),
        lugar: source.lugar,
        descripcion: choice.descripcion ? source.descripcion : null,
        activo: false,
        permiteParejas: choice.parejas ? source.permiteParejas : false,
        fechaAperturaInscripciones: shiftOneYear(source.fechaAperturaInscripciones),
        fechaCierreInscripciones: shiftOneYear(source.fechaCierreInscripciones),
        categorias: choice.categorias ? source.categorias : [],
      },
      nowIso(),
    );
    await copyPlacesSettings(trx, id, created, choice);
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'duplicate',
      entity: 'event',
      entityId: created,
      detail: { from: id, copied: choice },
    });
    return created;
  });
  return getEvent(db, newId);
}
