import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { decidePromotions } from '@carreras/domain/places/places';
import { placesMessages as rm } from '@carreras/domain/places/places.messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { type Mailer, mailerOf } from '../mail/mailer.service.ts';
import {
  dropWaiting,
  eventPlacesSettings,
  lockEventPlaces,
  placeState,
  waitingLine,
  waitingRecord,
} from '../places/places.service.ts';
import { auditedInscription } from './inscription-audit.service.ts';
import { enqueueInscriptionMail } from './inscription-mail.service.ts';
import { insertInscription } from './inscription-writes.repository.ts';
import { findParticipant } from './inscriptions.repository.ts';

/**
 * The waiting list's runners become inscriptions here: places say who waits and whether a place is free
 * (places.service.ts), inscriptions write the inscription rows (docs/product-choices.md, 'Before the race').
 */

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
  const entries = await waitingLine(trx, eventId, onlyId);
  const candidates = await Promise.all(
    entries.map(async (entry) => ({
      id: entry.id,
      distancia: entry.distancia,
      categoryId: entry.categoryId,
      enrolled: (await findParticipant(trx, eventId, entry.runnerId)) !== undefined,
    })),
  );
  const { promote, drop } = decidePromotions(state.places, candidates);
  for (const id of drop) await dropWaiting(trx, id);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const promoted: number[] = [];
  for (const id of promote) {
    const entry = byId.get(id)!;
    const now = nowIso();
    const inscriptionId = await insertInscription(
      trx,
      {
        runnerId: entry.runnerId,
        eventId: eventId,
        categoryId: entry.categoryId,
        distancia: entry.distancia,
        categoria: entry.categoria,
        // The price of the day they joined the list: waiting does not make it dearer.
        precioUnitario: state.priceOn(entry.distancia, todayInOrganiserZone(new Date(entry.createdAt))),
        promovidaAt: now,
        createdAt: now,
        updatedAt: now,
      },
      [entry.runnerId],
    );
    await dropWaiting(trx, id);
    await enqueueInscriptionMail(trx, mailer, inscriptionId, { kind: 'waiting-promoted' });
    promoted.push(inscriptionId);
  }
  return promoted;
}

/** After a place frees: promotes at once when the event says so (the default), else leaves it to the admin. */
async function fillFreedPlaces(trx: Trx, eventId: number, mailer: Mailer | null): Promise<number[]> {
  const settings = await eventPlacesSettings(trx, eventId);
  if (settings && !settings.promocionAutomatica) return [];
  return promoteWaiting(trx, eventId, mailer);
}

/** The admin's choice of whom to enrol from the list: only into a free place. */
export async function promoteEntry(db: Db, adminId: number, waitingId: number): Promise<Inscription> {
  const entry = await waitingRecord(db, waitingId);
  if (!entry) throw notFound(rm.waitingNotFound);
  // Decided inside, answered outside: a runner enrolled meanwhile leaves the list for good, not only until
  // a refusal rolls the transaction back.
  const mailer = mailerOf(db);
  const promoted = await db.transaction().execute(async (trx) => {
    await lockEventPlaces(trx, entry.eventId);
    const ids = await promoteWaiting(trx, entry.eventId, mailer, waitingId);
    if (ids.length > 0) return ids[0]!;
    return (await waitingRecord(trx, waitingId)) ? 'no-place' : 'already-enrolled';
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

/**
 * A write that may free places of the event, in one transaction under the event's place lock; the places
 * it frees then go to the first waiting, unless the event leaves that to the admin.
 */
export async function writeFreeingPlaces(db: Db, eventId: number, write: (trx: Trx) => Promise<void>): Promise<void> {
  const mailer = mailerOf(db);
  const promoted = await db.transaction().execute(async (trx) => {
    await lockEventPlaces(trx, eventId);
    await write(trx);
    return fillFreedPlaces(trx, eventId, mailer);
  });
  if (promoted.length > 0) mailer?.outbox.wake();
}
