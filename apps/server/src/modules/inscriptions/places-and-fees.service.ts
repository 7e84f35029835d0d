import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { canReportPayment } from '@carreras/domain/inscriptions/inscription-access';
import { paysRemotely, priceOn } from '@carreras/domain/places/fees';
import { decidePromotions, freePlaces, freePlacesIn } from '@carreras/domain/places/places';
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
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { actorOf, audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Principal, RunnerAccount } from '../../lib/principal-types.ts';
import { type Mailer, mailerOf } from '../mail/mailer.service.ts';
import { listEventCategories, listEventDistances } from '../races/races.service.ts';
import { auditedInscription } from './inscription-audit.service.ts';
import { enqueueInscriptionMail } from './inscription-mail.service.ts';
import {
  findCurrentEvent,
  findEvent,
  findInscriptionParties,
  findParticipant,
  insertInscription,
} from './inscriptions.repository.ts';
import {
  countTaken,
  countTakenByCategory,
  countWaiting,
  countWaitingByCategory,
  deleteWaitingRow,
  findCategorySettings,
  findDistanceSettings,
  findRegistration,
  findReminderWaiting,
  findWaitingEntries,
  findWaitingLine,
  findWaitingRecord,
  lockEventPlaces,
  placeState,
} from './places.repository.ts';
import {
  findLatestOrganiserWhatsapp,
  findPublicInscriptos,
  findReminderInscriptions,
  findStartGroupNames,
  markPaymentReported,
  writeRegistrationSettings,
} from './places-and-fees.repository.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Enrols the waiting runners the domain's rule lets in (decidePromotions), at the price of the day each joined
 * the list. Runs inside the event's locked transaction. `onlyId` weighs that entry alone (the admin's choice).
 * Each promoted runner's 'Lugar confirmado' email is written in the same transaction; the caller wakes the worker.
 */
export async function promoteWaiting(
  trx: Trx,
  eventId: number,
  mailer: Mailer | null,
  onlyId?: number,
): Promise<number[]> {
  const state = await placeState(trx, eventId);
  const entries = await findWaitingLine(trx, eventId, onlyId);
  const candidates = await Promise.all(
    entries.map(async (entry) => ({
      id: entry.id,
      distancia: entry.distancia,
      categoryId: entry.categoryId,
      enrolled: (await findParticipant(trx, eventId, entry.runnerId)) !== undefined,
    })),
  );
  const { promote, drop } = decidePromotions(state.places, candidates);
  for (const id of drop) await deleteWaitingRow(trx, id);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const promoted: number[] = [];
  for (const id of promote) {
    const entry = byId.get(id)!;
    const now = nowIso();
    const inscriptionId = await insertInscription(
      trx,
      {
        runner_id: entry.runnerId,
        event_id: eventId,
        category_id: entry.categoryId,
        distancia: entry.distancia,
        categoria: entry.categoria,
        // The price of the day they joined the list: waiting does not make it dearer.
        precio_unitario: state.priceOn(entry.distancia, todayInOrganiserZone(new Date(entry.createdAt))),
        promovida_at: now,
        created_at: now,
        updated_at: now,
      },
      [entry.runnerId],
    );
    await deleteWaitingRow(trx, id);
    await enqueueInscriptionMail(trx, mailer, inscriptionId, { kind: 'waiting-promoted' });
    promoted.push(inscriptionId);
  }
  return promoted;
}

/** After a place frees: promotes at once when the event says so (the default), else leaves it to the admin. */
export async function fillFreedPlaces(trx: Trx, eventId: number, mailer: Mailer | null): Promise<number[]> {
  const registration = await findRegistration(trx, eventId);
  if (registration && !registration.promocionAutomatica) return [];
  return promoteWaiting(trx, eventId, mailer);
}

async function requireEvent(db: Db, eventId: number) {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound(m.eventNotFound);
  return event;
}

export async function getRegistrationSettings(db: Db, eventId: number): Promise<PlacesSettingsAnswer> {
  await requireEvent(db, eventId);
  const [registration, settings, distances, categories] = await Promise.all([
    findRegistration(db, eventId),
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
export async function saveRegistrationSettings(
  db: Db,
  adminId: number,
  eventId: number,
  body: PlacesSettings,
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
    await lockEventPlaces(trx, eventId);
    await writeRegistrationSettings(trx, eventId, body);
    return body.promocionAutomatica ? promoteWaiting(trx, eventId, mailer) : [];
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
  return getRegistrationSettings(db, eventId);
}

/** Public: is there room, how much, how to pay. Counts are read without the lock: a snapshot. */
export async function getPlacesInfo(db: Db, eventId: number): Promise<PlacesInfo> {
  const [settings, taken, waiting, takenByCategory, waitingByCategory] = await Promise.all([
    getRegistrationSettings(db, eventId),
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
  const event = await findCurrentEvent(db);
  const registration = event ? await findRegistration(db, event.id) : undefined;
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

/** The admin's choice of whom to enrol from the list: only into a free place. */
export async function promoteEntry(db: Db, adminId: number, waitingId: number): Promise<Inscription> {
  const entry = await findWaitingRecord(db, waitingId);
  if (!entry) throw notFound(rm.waitingNotFound);
  // Decided inside, answered outside: a runner enrolled meanwhile leaves the list for good, not only until
  // a refusal rolls the transaction back.
  const mailer = mailerOf(db);
  const promoted = await db.transaction().execute(async (trx) => {
    await lockEventPlaces(trx, entry.eventId);
    const ids = await promoteWaiting(trx, entry.eventId, mailer, waitingId);
    if (ids.length > 0) return ids[0]!;
    return (await findWaitingRecord(trx, waitingId)) ? 'no-place' : 'already-enrolled';
  });
  if (typeof promoted === 'number') mailer?.outbox.wake();
  if (promoted === 'no-place') throw conflict(rm.noFreePlace);
  if (promoted === 'already-enrolled') {
    throw conflict(m.runnerAlreadyEnrolled, undefined, errorCodes.alreadyEnrolled);
  }
  return auditedInscription(db, promoted, {
    actorType: 'admin',
    actorId: adminId,
    action: 'promote-waiting',
    detail: { eventId: entry.eventId, runnerId: entry.runnerId },
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

/** 'Ya pagué': the holder or the confirmed partner tells the organiser; the admin confirms as before. */
export async function reportPayment(
  db: Db,
  runner: RunnerAccount,
  id: number,
  referencia: string | null,
): Promise<Inscription> {
  const state = await findInscriptionParties(db, id);
  if (!state) throw notFound(m.inscriptionNotFound);
  if (!canReportPayment({ type: 'runner', id: runner.id, dni: runner.dni }, state.parties)) {
    throw forbidden(rm.onlyParticipantsReport);
  }
  const registration = await findRegistration(db, state.eventId);
  const pago = {
    alias: registration?.pagoAlias ?? null,
    cbu: registration?.pagoCbu ?? null,
    link: registration?.pagoLink ?? null,
    notas: registration?.pagoNotas ?? null,
  };
  if (!paysRemotely(pago)) throw conflict(rm.paymentInPersonOnly);
  if (!(await markPaymentReported(db, id, referencia))) throw conflict(rm.paymentAlreadyConfirmed);
  return auditedInscription(db, id, {
    actorType: 'runner',
    actorId: runner.id,
    action: 'report-payment',
    detail: { referencia },
  });
}

/** The public start list: only what a start list shows, when the organiser opted in. */
export async function getPublicInscriptos(db: Db, eventId: number): Promise<PublicInscriptos> {
  const event = await requireEvent(db, eventId);
  const registration = await findRegistration(db, eventId);
  if (!registration?.listaPublica) throw notFound(rm.publicListDisabled);
  return { eventName: event.nombre, eventDate: event.fecha, items: await findPublicInscriptos(db, eventId) };
}

/** The runners of an event for the admin's reminders: inscribed ones with their group, then those waiting. */
export async function getReminders(db: Db, eventId: number): Promise<Reminders> {
  const event = await requireEvent(db, eventId);
  const registration = await findRegistration(db, eventId);
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
