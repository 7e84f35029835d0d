import { todayInOrganiserZone } from '@carreras/domain/dates';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { priceOn } from '@carreras/domain/places/fees';
import { freePlaces, freePlacesIn } from '@carreras/domain/places/places';
import { placesMessages as rm } from '@carreras/domain/places/places.messages';
import {
  NO_PLACES_SETTINGS,
  type OrganiserContact,
  type PlacesInfo,
  type PlacesSettings,
  type PlacesSettingsAnswer,
  type PublicInscriptos,
  type Reminders,
  type WaitingEntry,
} from '@carreras/domain/places/places.schemas';
import { DEFAULT_REMINDER_TEMPLATE } from '@carreras/domain/places/whatsapp';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { actorOf, audit } from '../../lib/audit.ts';
import type { Principal } from '../../lib/principal-types.ts';
import { type Mailer, mailerOf } from '../mail/mailer.service.ts';
import { listEventCategories, listEventDistances } from '../races/races.service.ts';
import * as placesRepository from './places.repository.ts';
import {
  countTaken,
  countTakenByCategory,
  countWaiting,
  countWaitingByCategory,
  findCategorySettings,
  findDistanceSettings,
  findEventSettings,
  writePlacesSettings,
} from './places.repository.ts';
import {
  findCurrentEventHeading,
  findEventHeading,
  findLatestOrganiserWhatsapp,
  findPublicInscriptos,
  findReminderInscriptions,
  findStartGroupNames,
} from './places-lists.repository.ts';
import * as waitingListRepository from './waiting-list.repository.ts';
import {
  deleteWaitingRow,
  findReminderWaiting,
  findWaitingEntries,
  findWaitingRecord,
} from './waiting-list.repository.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Fills free places from the waiting list inside the caller's locked transaction and answers the inscriptions
 * it made. Inscriptions implement it (they own the inscription rows): places only says when (the app wires it).
 */
export type FillWaiting = (trx: Trx, eventId: number, mailer: Mailer | null) => Promise<number[]>;

async function requireEvent(db: Db, eventId: number) {
  const event = await findEventHeading(db, eventId);
  if (!event) throw notFound(m.eventNotFound);
  return event;
}

export async function getPlacesSettings(db: Db, eventId: number): Promise<PlacesSettingsAnswer> {
  await requireEvent(db, eventId);
  const [registration, settings, distances, categories] = await Promise.all([
    findEventSettings(db, eventId),
    findDistanceSettings(db, eventId),
    listEventDistances(db, eventId),
    findCategorySettings(db, eventId),
  ]);
  const offered = await listEventCategories(db, eventId);
  const byDistance = new Map(settings.map((s) => [s.distancia, s]));
  const limits = new Map(categories.map((c) => [c.categoryId, c.cupo]));
  return {
    ...(registration ?? NO_PLACES_SETTINGS),
    distancias: distances.map((distancia) => {
      const s = byDistance.get(distancia);
      return {
        distancia,
        cupo: s?.cupo ?? null,
        precio: s?.precio ?? null,
        precioAnticipado: s?.precioAnticipado ?? null,
      };
    }),
    // Every category of the event, with its limit or none.
    categorias: offered.map((c) => ({
      categoryId: c.id,
      nombre: c.nombre,
      distancia: c.distancia,
      cupo: limits.get(c.id) ?? null,
    })),
  };
}

/**
 * Saves the settings under the event's place lock. A limit may go below the places taken (the organiser
 * closes the distance; nobody is removed); a raised limit is filled from the waiting list when automatic.
 */
export async function savePlacesSettings(
  db: Db,
  adminId: number,
  eventId: number,
  body: PlacesSettings,
  fillWaiting: FillWaiting,
): Promise<PlacesSettingsAnswer> {
  await requireEvent(db, eventId);
  const distances = new Set(await listEventDistances(db, eventId));
  const unknown = body.distancias.find((d) => !distances.has(d.distancia));
  if (unknown) throw badRequest(rm.distanceNotInEvent, { distancias: rm.distanceNotInEvent });
  const offered = new Set((await listEventCategories(db, eventId)).map((c) => c.id));
  if (body.categorias.some((c) => !offered.has(c.categoryId))) {
    throw badRequest(rm.categoryNotInEvent, { categorias: rm.categoryNotInEvent });
  }
  const mailer = mailerOf(db);
  const promoted = await db.transaction().execute(async (trx) => {
    await placesRepository.lockEventPlaces(trx, eventId);
    await writePlacesSettings(trx, eventId, body);
    return body.promocionAutomatica ? fillWaiting(trx, eventId, mailer) : [];
  });
  if (promoted.length > 0) mailer?.outbox.wake();
  await audit(db, {
    actorType: 'admin',
    actorId: adminId,
    action: 'registration-settings',
    entity: 'event',
    entityId: eventId,
    detail: { cupoTotal: body.cupoTotal, distancias: body.distancias, categorias: body.categorias },
  });
  return getPlacesSettings(db, eventId);
}

/** Public: is there room, how much, how to pay. Counts are read without the lock: a snapshot. */
export async function getPlacesInfo(db: Db, eventId: number): Promise<PlacesInfo> {
  const [settings, taken, waiting, takenByCategory, waitingByCategory] = await Promise.all([
    getPlacesSettings(db, eventId),
    countTaken(db, eventId),
    countWaiting(db, eventId),
    countTakenByCategory(db, eventId),
    countWaitingByCategory(db, eventId),
  ]);
  const today = todayInOrganiserZone();
  const sum = (map: Map<number, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  const totalTaken = sum(taken);
  return {
    eventId,
    lugares: {
      cupo: settings.cupoTotal,
      ocupados: totalTaken,
      libres: freePlaces({ cupo: settings.cupoTotal, ocupados: totalTaken }),
      enEspera: sum(waiting),
    },
    listaPublica: settings.listaPublica,
    whatsappOrganizador: settings.whatsappOrganizador,
    fechaFinAnticipado: settings.fechaFinAnticipado,
    retiroKit: settings.retiroKit,
    pago: {
      alias: settings.pagoAlias,
      cbu: settings.pagoCbu,
      link: settings.pagoLink,
      efectivo: settings.pagoEfectivo,
      notas: settings.pagoNotas,
    },
    distancias: settings.distancias.map((d) => {
      const ocupados = taken.get(d.distancia) ?? 0;
      const libres = freePlacesIn([
        { cupo: settings.cupoTotal, ocupados: totalTaken },
        { cupo: d.cupo, ocupados },
      ]);
      return {
        distancia: d.distancia,
        cupo: d.cupo,
        ocupados,
        libres,
        enEspera: waiting.get(d.distancia) ?? 0,
        precio: d.precio,
        precioAnticipado: d.precioAnticipado,
        precioActual: priceOn(d, settings.fechaFinAnticipado, today),
      };
    }),
    categorias: settings.categorias.flatMap((c) => {
      if (c.cupo === null) return [];
      const ocupados = takenByCategory.get(c.categoryId) ?? 0;
      return [
        {
          ...c,
          ocupados,
          libres: freePlaces({ cupo: c.cupo, ocupados }),
          enEspera: waitingByCategory.get(c.categoryId) ?? 0,
        },
      ];
    }),
  };
}

/**
 * Whom a runner who forgot their password writes to ('¿Olvidaste tu contraseña?' on the login): the
 * organiser's WhatsApp of the current event (D17), else the one set on the latest event that has one, with
 * the name of the event it belongs to; the current event's name and no number when none was ever set.
 */
export async function getOrganiserContact(db: Db): Promise<OrganiserContact> {
  const event = await findCurrentEventHeading(db);
  const registration = event ? await findEventSettings(db, event.id) : undefined;
  if (event && registration?.whatsappOrganizador) {
    return { whatsappOrganizador: registration.whatsappOrganizador, evento: event.nombre };
  }
  const latest = await findLatestOrganiserWhatsapp(db);
  if (latest) return { whatsappOrganizador: latest.whatsappOrganizador, evento: latest.eventName };
  return { whatsappOrganizador: null, evento: event?.nombre ?? null };
}

/** A runner sees their own entries; an admin those of an event. */
export async function listWaiting(db: Db, principal: Principal, eventId: number | undefined): Promise<WaitingEntry[]> {
  return findWaitingEntries(db, {
    runnerId: principal.type === 'runner' ? principal.runner.id : undefined,
    eventId,
  });
}

/** The runner leaves the list, or an admin removes them. */
export async function leaveWaiting(db: Db, principal: Principal, waitingId: number): Promise<void> {
  const entry = await findWaitingRecord(db, waitingId);
  if (!entry) throw notFound(rm.waitingNotFound);
  if (principal.type === 'runner' && entry.runnerId !== principal.runner.id) throw forbidden(m.notYours);
  await deleteWaitingRow(db, waitingId);
  await audit(db, {
    ...actorOf(principal),
    action: 'leave-waiting-list',
    entity: 'waiting_list',
    entityId: waitingId,
    detail: { eventId: entry.eventId, runnerId: entry.runnerId },
  });
}

/** The public start list: only what a start list shows, when the organiser opted in. */
export async function getPublicInscriptos(db: Db, eventId: number): Promise<PublicInscriptos> {
  const event = await requireEvent(db, eventId);
  const registration = await findEventSettings(db, eventId);
  if (!registration?.listaPublica) throw notFound(rm.publicListDisabled);
  return { eventName: event.nombre, eventDate: event.fecha, items: await findPublicInscriptos(db, eventId) };
}

/** The runners of an event for the admin's reminders: inscribed ones with their group, then those waiting. */
export async function getReminders(db: Db, eventId: number): Promise<Reminders> {
  const event = await requireEvent(db, eventId);
  const registration = await findEventSettings(db, eventId);
  const [rows, waiting, grupos] = await Promise.all([
    findReminderInscriptions(db, eventId),
    findReminderWaiting(db, eventId),
    findStartGroupNames(db, eventId),
  ]);
  return {
    eventName: event.nombre,
    eventDate: event.fecha,
    retiroKit: registration?.retiroKit ?? null,
    plantilla: registration?.plantillaRecordatorio ?? DEFAULT_REMINDER_TEMPLATE,
    grupos,
    items: [...rows, ...waiting],
  };
}

// What inscriptions ask of places (inscriptions → places, never back): the lock, the state the domain's
// place rule reads, the settings and the waiting line. Inscriptions write their own rows.

/** Takes the event's place lock for the rest of the transaction (places.repository.ts says how). */
export function lockEventPlaces(trx: Trx, eventId: number): Promise<void> {
  return placesRepository.lockEventPlaces(trx, eventId);
}

/** The event's limits and the places taken and awaited, with the price in force on a day. */
export function placeState(db: Db, eventId: number) {
  return placesRepository.placeState(db, eventId);
}

/** The event's saved settings (payment details, automatic promotion…), undefined when it never saved any. */
export function eventPlacesSettings(db: Db, eventId: number) {
  return findEventSettings(db, eventId);
}

/** One waiting entry as the API answers it. */
export function waitingEntry(db: Db, waitingId: number): Promise<WaitingEntry | undefined> {
  return waitingListRepository.findWaitingEntry(db, waitingId);
}

/** The event's waiting entries in the order they joined (`onlyId`: that entry alone). */
export function waitingLine(trx: Trx, eventId: number, onlyId?: number) {
  return waitingListRepository.findWaitingLine(trx, eventId, onlyId);
}

/** One waiting entry as stored: who waits, for which event, distance and category, since when. */
export function waitingRecord(db: Db, waitingId: number) {
  return findWaitingRecord(db, waitingId);
}

/** The runner's entry in the event's waiting line, if any. */
export function runnerWaiting(db: Db, eventId: number, runnerId: number) {
  return waitingListRepository.findWaitingOf(db, eventId, runnerId);
}

/** Puts a runner in the event's waiting line; answers the entry's id. */
export function joinWaitingLine(
  db: Db,
  entry: Parameters<typeof waitingListRepository.insertWaiting>[1],
): Promise<number> {
  return waitingListRepository.insertWaiting(db, entry);
}

/** Takes an entry off the line: promoted, or dropped because the runner took part another way. */
export function dropWaiting(db: Db, waitingId: number): Promise<void> {
  return deleteWaitingRow(db, waitingId);
}

/** A runner who finds room leaves the event's waiting line. */
export function leaveWaitingLine(db: Db, eventId: number, runnerId: number): Promise<void> {
  return waitingListRepository.leaveWaitingLine(db, eventId, runnerId);
}

/** Runners an import enrols leave the event's waiting line. */
export function leaveWaitingLines(db: Db, eventId: number, runnerIds: readonly number[]): Promise<void> {
  return waitingListRepository.leaveWaitingLines(db, eventId, runnerIds);
}

/**
 * Puts imported runners on the event's waiting line, in sheet order after those already waiting; a runner
 * already waiting in the event keeps their place.
 */
export function joinWaitingLines(
  db: Db,
  eventId: number,
  entries: Parameters<typeof waitingListRepository.insertWaitingEntries>[2],
  now: string,
): Promise<void> {
  return waitingListRepository.insertWaitingEntries(db, eventId, entries, now);
}
