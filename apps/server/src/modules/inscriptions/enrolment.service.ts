import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type {
  CreateInscriptionInput,
  Inscription,
  PartnerCheck,
  PartnerCheckQuery,
} from '@carreras/domain/inscriptions/inscription.schemas';
import { canEnrol } from '@carreras/domain/inscriptions/inscription-access';
import { partnerDisplayName } from '@carreras/domain/inscriptions/partner-name';
import type { CategorySex, Sex } from '@carreras/domain/limits';
import { decidePlace } from '@carreras/domain/places/places';
import { placesMessages as rm } from '@carreras/domain/places/places.messages';
import type { WaitingEntry } from '@carreras/domain/places/places.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { actorOf, audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Principal, RunnerAccount } from '../../lib/principal-types.ts';
import { mailerOf } from '../mail/mailer.service.ts';
import {
  joinWaitingLine,
  leaveWaitingLine,
  lockEventPlaces,
  placeState,
  runnerWaiting,
  waitingEntry,
} from '../places/places.service.ts';
import { listEventCategories } from '../races/races.service.ts';
import { findRunnerByDni, findRunnerById } from '../runners/runners.service.ts';
import { auditedInscription } from './inscription-audit.service.ts';
import { enqueueInscriptionMail } from './inscription-mail.service.ts';
import { viewerOf } from './inscription-viewer.ts';
import { insertInscription } from './inscription-writes.repository.ts';
import {
  bibHeldByEntry,
  findBibHolder,
  findEvent,
  findPairNaming,
  findParticipant,
} from './inscriptions.repository.ts';

/**
 * Getting in (D4, D8, D13): the partner check of the form, and `enrol`, which takes a place or joins the waiting
 * list. Places answer whether the runner fits (places.service.ts); this file writes the inscription.
 */

type Db = Kysely<Database>;

type CreateInput = Omit<CreateInscriptionInput, 'pagoConfirmado' | 'inscripcionConfirmada' | 'asistenciaConfirmada'> & {
  runnerId: number;
  eventId: number;
  pagoConfirmado: boolean;
  inscripcionConfirmada: boolean;
  asistenciaConfirmada: boolean;
};

export function eligible(
  category: { sexo: CategorySex; esLibre: boolean; edadMinima: number | null; edadMaxima: number | null },
  person: { sexo: Sex; fechaNacimiento: string },
  eventDate: string,
): boolean {
  return isCategoryEligible(category, person.sexo, ageForEvent(person.fechaNacimiento, eventDate));
}

/**
 * Whether the runner named by `partnerDni` could be invited to a pair in this event and category: registered,
 * of a sex and age the category fits, neither taking part in the event nor named by another pair of it. The
 * same reads are made whoever the DNI names.
 */
async function examinePartner(
  db: Db,
  event: { id: number; fecha: string },
  category: Parameters<typeof eligible>[0],
  partnerDni: string,
) {
  const partner = await findRunnerByDni(db, partnerDni);
  const [participating, named] = await Promise.all([
    findParticipant(db, event.id, partner?.id ?? 0),
    findPairNaming(db, event.id, partner?.id ?? 0),
  ]);
  const invitable = Boolean(partner && eligible(category, partner, event.fecha) && !participating && !named);
  return { partner, participating, named, invitable };
}

/**
 * The partner check of the inscription form, as the runner types the DNI: the partner's short name when the pair
 * could be asked for now, else `invitable: false` and nothing more, whatever the reason (the one answer the
 * inscription itself gives, see enrol). What the runner chose themselves (the event, a category they fit, their
 * own DNI) is refused with its reason, as the inscription refuses it.
 */
export async function checkPartner(db: Db, runner: RunnerAccount, query: PartnerCheckQuery): Promise<PartnerCheck> {
  const event = await findEvent(db, query.eventId);
  if (!event) throw notFound(m.eventNotFound);
  if (!isEventOpen(event)) {
    throw badRequest(m.eventClosed, { eventId: m.eventClosed });
  }
  if (!event.permiteParejas) throw badRequest(m.pairsNotAllowed, { partnerDni: m.pairsNotAllowed });
  const category = (await listEventCategories(db, event.id, { nombre: query.categoria })).find(
    (c) => c.distancia === query.distancia,
  );
  if (!category) throw badRequest(m.categoryNotInDistance, { categoria: m.categoryNotInDistance });
  // Only a category the runner may race themselves: else any category would tell another runner's sex and age.
  if (!eligible(category, runner, event.fecha)) {
    throw badRequest(m.categoryNotEligible, { categoria: m.categoryNotEligible });
  }
  if (query.partnerDni === runner.dni) throw badRequest(m.partnerIsSelf, { partnerDni: m.partnerIsSelf });
  const { partner, invitable } = await examinePartner(db, event, category, query.partnerDni);
  return partner && invitable
    ? { invitable: true, nombre: partnerDisplayName(partner) }
    : { invitable: false, nombre: null };
}

export async function createInscription(db: Db, principal: Principal, body: CreateInput): Promise<Inscription> {
  const outcome = await enrol(db, principal, body, false);
  if (!outcome.inscription) throw notFound(m.inscriptionNotFound);
  return outcome.inscription;
}

export type EnrolOutcome = { inscription: Inscription; waiting: null } | { inscription: null; waiting: WaitingEntry };

/**
 * Enrols a runner in an event (D4, D8, D13). A runner enrols only themselves, in an open event, in a
 * category of that event and distance that fits their sex and age, with every flag false. An admin
 * may enrol anyone, outside the window and in any category of the event, with flags and a bib.
 * Places (docs/product-choices.md, 'Before the race') hold for everyone: when the distance or event is full, or runners already wait for
 * that distance, the inscription is refused (PLACES_FULL) or, with `waitIfFull`, joins the waiting list.
 */
export async function enrol(
  db: Db,
  principal: Principal,
  body: CreateInput,
  waitIfFull: boolean,
): Promise<EnrolOutcome> {
  const isAdmin = principal.type === 'admin';
  if (!canEnrol(viewerOf(principal), body.runnerId)) throw forbidden(m.onlyOwnInscription);

  const event = await findEvent(db, body.eventId);
  if (!event) throw notFound(m.eventNotFound);
  const runner = await findRunnerById(db, body.runnerId);
  if (!runner) throw notFound(m.runnerNotFound);
  if (!isAdmin && !isEventOpen(event)) {
    throw badRequest(m.eventClosed, { eventId: m.eventClosed });
  }

  const candidates = await listEventCategories(db, event.id, { nombre: body.categoria });
  if (candidates.length === 0) throw badRequest(m.categoryNotInEvent, { categoria: m.categoryNotInEvent });
  const category = candidates.find((c) => c.distancia === body.distancia);
  if (!category) throw badRequest(m.categoryNotInDistance, { categoria: m.categoryNotInDistance });
  if (!isAdmin && !eligible(category, runner, event.fecha)) {
    throw badRequest(m.categoryNotEligible, { categoria: m.categoryNotEligible });
  }

  const alreadyEnrolled = isAdmin ? m.runnerAlreadyEnrolled : m.alreadyEnrolled;
  if (await findParticipant(db, event.id, runner.id))
    throw conflict(alreadyEnrolled, undefined, errorCodes.alreadyEnrolled);

  // A runner's pair names a partner only by DNI: whether that DNI is registered, enrolled or invited in the
  // event, or fits the category, is another runner's data. Every such refusal is one answer (partnerNotInvitable,
  // 409), given only once the places are known to admit the pair, so a full event or distance answers the same
  // whatever DNI was typed; the same reads are made whoever the DNI names. Admins are told the reason.
  const asPair = Boolean(body.partnerDni);
  let partnerId: number | null = null;
  let partnerRefused = false;
  if (body.partnerDni) {
    if (!event.permiteParejas) throw badRequest(m.pairsNotAllowed, { partnerDni: m.pairsNotAllowed });
    if (body.partnerDni === runner.dni) throw badRequest(m.partnerIsSelf, { partnerDni: m.partnerIsSelf });
    const { partner, participating, named, invitable } = await examinePartner(db, event, category, body.partnerDni);
    if (isAdmin) {
      if (!partner) throw badRequest(m.partnerNotFound, { partnerDni: m.partnerNotFound });
      if (participating)
        throw conflict(m.partnerAlreadyEnrolled, { partnerDni: m.partnerAlreadyEnrolled }, errorCodes.alreadyEnrolled);
      if (named)
        throw conflict(m.partnerHasPendingPair, { partnerDni: m.partnerHasPendingPair }, errorCodes.pairPending);
    }
    partnerRefused = !invitable;
    if (partner && (isAdmin || !partnerRefused)) partnerId = partner.id;
  }
  const notInvitable = () => conflict(m.partnerNotInvitable, { partnerDni: m.partnerNotInvitable });
  // A runner's pair waits for the partner's consent; an admin's is confirmed at once.
  const pending = partnerId !== null && !isAdmin;

  const bib = isAdmin ? (body.numeroDorsalAsignado ?? null) : null;
  if (bib !== null && ((await findBibHolder(db, event.id, bib)) || (await bibHeldByEntry(db, event.id, bib)))) {
    throw conflict(m.bibTaken(bib), { numeroDorsalAsignado: m.bibTaken(bib) }, errorCodes.bibTaken);
  }
  const paid = isAdmin ? body.pagoConfirmado : false;
  const now = nowIso();
  const mailer = mailerOf(db);

  let id: number;
  let waitingId: number | null = null;
  try {
    id = await db.transaction().execute(async (trx) => {
      await lockEventPlaces(trx, event.id);
      const places = await placeState(trx, event.id);
      const decision = decidePlace(places.places, {
        distancia: category.distancia,
        categoryId: category.id,
        people: asPair ? 2 : 1,
        behindWaiting: true,
      });
      if (!decision.enrol) {
        const message = {
          event: rm.eventFull,
          distance: rm.distanceFull(category.distancia),
          category: rm.categoryFull(category.nombre),
        }[decision.full];
        if (!waitIfFull) throw new AppError(409, errorCodes.placesFull, message);
        if (asPair) throw badRequest(rm.waitingNoPairs, { partnerDni: rm.waitingNoPairs });
        if (await runnerWaiting(trx, event.id, runner.id))
          throw conflict(rm.alreadyWaiting, undefined, errorCodes.alreadyWaiting);
        waitingId = await joinWaitingLine(trx, {
          eventId: event.id,
          runnerId: runner.id,
          categoryId: category.id,
          distancia: category.distancia,
          categoria: category.nombre,
          createdAt: now,
        });
        return 0;
      }
      if (!isAdmin && partnerRefused) throw notInvitable();
      // Someone waiting in another distance who finds room here leaves that line.
      await leaveWaitingLine(trx, event.id, runner.id);
      const inscriptionId = await insertInscription(
        trx,
        {
          runnerId: runner.id,
          eventId: event.id,
          categoryId: category.id,
          distancia: category.distancia,
          categoria: category.nombre,
          esEquipo: partnerId !== null && !pending,
          partnerRunnerId: partnerId,
          partnerPending: pending,
          pagoConfirmado: paid,
          // The admin form sets inscripcionConfirmada equal to pagoConfirmado (spec 001 section 4).
          inscripcionConfirmada: paid,
          asistenciaConfirmada: isAdmin ? body.asistenciaConfirmada : false,
          numeroDorsalAsignado: bib,
          precioUnitario: places.priceOn(category.distancia, todayInOrganiserZone()),
          createdAt: now,
          updatedAt: now,
        },
        partnerId !== null && !pending ? [runner.id, partnerId] : [runner.id],
      );
      await enqueueInscriptionMail(trx, mailer, inscriptionId, { kind: 'inscription-received' });
      if (pending) await enqueueInscriptionMail(trx, mailer, inscriptionId, { kind: 'pair-invitation' });
      return inscriptionId;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'numero_dorsal_asignado') && bib !== null)
      throw conflict(m.bibTaken(bib), undefined, errorCodes.bibTaken);
    if (isUniqueViolation(error, 'waiting_list'))
      throw conflict(rm.alreadyWaiting, undefined, errorCodes.alreadyWaiting);
    // Lost a race against another holder inviting the same partner.
    if (isUniqueViolation(error, 'partner_runner_id')) {
      throw isAdmin
        ? conflict(m.partnerHasPendingPair, { partnerDni: m.partnerHasPendingPair }, errorCodes.pairPending)
        : notInvitable();
    }
    // Lost a race against a simultaneous inscription of the same runner or partner.
    if (isUniqueViolation(error)) {
      if (partnerId === null) throw conflict(alreadyEnrolled, undefined, errorCodes.alreadyEnrolled);
      throw isAdmin ? conflict(m.partnerAlreadyEnrolled, undefined, errorCodes.alreadyEnrolled) : notInvitable();
    }
    throw error;
  }

  if (waitingId !== null) {
    await audit(db, {
      ...actorOf(principal),
      action: 'join-waiting-list',
      entity: 'waiting_list',
      entityId: waitingId,
      detail: { eventId: event.id, runnerId: runner.id, distancia: category.distancia, categoria: category.nombre },
    });
    const waiting = await waitingEntry(db, waitingId);
    if (!waiting) throw notFound(rm.waitingNotFound);
    return { inscription: null, waiting };
  }
  mailer?.outbox.wake();
  const created = await auditedInscription(db, id, {
    ...actorOf(principal),
    action: 'create',
    detail: { eventId: event.id, runnerId: runner.id, partnerId, partnerPending: pending, categoria: category.nombre },
  });
  return { inscription: created, waiting: null };
}
