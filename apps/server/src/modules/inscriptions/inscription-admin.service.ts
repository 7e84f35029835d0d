import { errorCodes } from '@carreras/domain/error-codes';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { decidePlace, takePlaces } from '@carreras/domain/places/places';
import { placesMessages as rm } from '@carreras/domain/places/places.messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { mailerOf } from '../mail/mailer.service.ts';
import { placeState } from '../places/places.service.ts';
import { listEventCategories } from '../races/races.service.ts';
import { auditedInscription, auditInscription, requireInscription } from './inscription-audit.service.ts';
import { enqueueInscriptionMail } from './inscription-mail.service.ts';
import {
  deleteInscriptionRows,
  type InscriptionChanges,
  inscriptionChangeColumns,
  updateInscription,
} from './inscription-writes.repository.ts';
import { bibHeldByEntry, findBibHolder } from './inscriptions.repository.ts';
import { recordOutstanding, voidAllPayments } from './payments.service.ts';
import { writeFreeingPlaces } from './waiting-promotion.service.ts';

type Db = Kysely<Database>;

async function update(
  db: Db,
  adminId: number,
  id: number,
  action: string,
  changes: InscriptionChanges,
): Promise<Inscription> {
  if (!(await updateInscription(db, id, changes, nowIso()))) throw notFound(m.inscriptionNotFound);
  // The audit log keeps the column names as its keys (inscription-writes.repository.ts maps them).
  const detail = inscriptionChangeColumns(changes);
  return auditedInscription(db, id, { actorType: 'admin', actorId: adminId, action, detail });
}

/**
 * Payment confirmation sets inscripcionConfirmada with it (spec 001 section 4); false undoes both. Confirming
 * records what was left to pay and unconfirming undoes the payments, so the desk counts the same money (decision 015).
 */
export async function setPayment(db: Db, adminId: number, id: number, paid: boolean) {
  await requireInscription(db, id);
  if (paid) await recordOutstanding(db, adminId, id);
  else await voidAllPayments(db, adminId, id);
  return update(db, adminId, id, paid ? 'confirm-payment' : 'unconfirm-payment', {
    pagoConfirmado: paid,
    inscripcionConfirmada: paid,
  });
}

export function setAttendance(db: Db, adminId: number, id: number, present: boolean) {
  return update(db, adminId, id, present ? 'confirm-attendance' : 'unconfirm-attendance', {
    asistenciaConfirmada: present,
  });
}

/** Bib 0 removes it; any other bib also confirms payment and inscription, and is unique per event (D7). */
export async function assignBib(db: Db, adminId: number, id: number, bib: number): Promise<Inscription> {
  const inscription = await requireInscription(db, id);
  if (bib === 0) return update(db, adminId, id, 'remove-bib', { numeroDorsalAsignado: null });
  const holder = await findBibHolder(db, inscription.eventId, bib);
  if ((holder && holder.id !== id) || (await bibHeldByEntry(db, inscription.eventId, bib))) {
    throw conflict(m.bibTaken(bib), undefined, errorCodes.bibTaken);
  }
  const mailer = mailerOf(db);
  try {
    const assigned = await db.transaction().execute(async (trx) => {
      const changed = await update(trx, adminId, id, 'assign-bib', {
        numeroDorsalAsignado: bib,
        pagoConfirmado: true,
        inscripcionConfirmada: true,
      });
      if (inscription.numeroDorsalAsignado !== bib) {
        await enqueueInscriptionMail(trx, mailer, id, { kind: 'bib-assigned', dorsal: bib });
      }
      return changed;
    });
    mailer?.outbox.wake();
    return assigned;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.bibTaken(bib), undefined, errorCodes.bibTaken);
    throw error;
  }
}

/** D2: back to INSCRIPTO, persisted: clears payment, inscription confirmation and bib. */
export function revertToRegistered(db: Db, adminId: number, id: number) {
  return update(db, adminId, id, 'revert-to-inscripto', {
    pagoConfirmado: false,
    inscripcionConfirmada: false,
    numeroDorsalAsignado: null,
  });
}

/** D2: the "Editar Categoría" dialog. The category must be one of the event's, at the chosen distance. */
export async function changeCategory(
  db: Db,
  adminId: number,
  id: number,
  body: { categoria: string; distancia?: number | undefined },
): Promise<Inscription> {
  const inscription = await requireInscription(db, id);
  const distancia = body.distancia ?? inscription.distancia;
  const candidates = await listEventCategories(db, inscription.eventId, { nombre: body.categoria });
  if (candidates.length === 0) throw badRequest(m.categoryNotInEvent, { categoria: m.categoryNotInEvent });
  const category = candidates.find((c) => c.distancia === distancia);
  if (!category) throw badRequest(m.categoryNotInDistance, { categoria: m.categoryNotInDistance });
  if (category.distancia === inscription.distancia && category.id === inscription.categoryId) {
    return update(db, adminId, id, 'change-category', {
      categoria: category.nombre,
      categoryId: category.id,
      distancia: category.distancia,
    });
  }
  // Another distance or category: it must have room for the inscription's people; the place left may be filled.
  await writeFreeingPlaces(db, inscription.eventId, async (trx) => {
    const { places } = await placeState(trx, inscription.eventId);
    const people = inscription.compañero || inscription.compañeroPendiente ? 2 : 1;
    const freed = takePlaces(places, {
      distancia: inscription.distancia,
      categoryId: inscription.categoryId,
      people: -people,
    });
    const move = { distancia: category.distancia, categoryId: category.id, people, behindWaiting: false };
    if (!decidePlace(freed, move).enrol) throw conflict(rm.noFreePlace);
    await updateInscription(
      trx,
      id,
      { categoria: category.nombre, categoryId: category.id, distancia: category.distancia },
      nowIso(),
    );
  });
  return auditedInscription(db, id, {
    actorType: 'admin',
    actorId: adminId,
    action: 'change-category',
    detail: inscriptionChangeColumns({
      categoria: category.nombre,
      categoryId: category.id,
      distancia: category.distancia,
    }),
  });
}

export async function deleteInscription(db: Db, adminId: number, id: number): Promise<void> {
  const inscription = await requireInscription(db, id);
  await writeFreeingPlaces(db, inscription.eventId, (trx) => deleteInscriptionRows(trx, id));
  await auditInscription(db, id, {
    actorType: 'admin',
    actorId: adminId,
    action: 'delete',
    detail: { eventId: inscription.eventId, runnerId: inscription.runnerId, dorsal: inscription.numeroDorsalAsignado },
  });
}
