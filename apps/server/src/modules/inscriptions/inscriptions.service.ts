import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type {
  CreateInscriptionInput,
  Inscription,
  InscriptionListQuery,
  PartnerCheck,
  PartnerCheckQuery,
} from '@carreras/domain/inscriptions/inscription.schemas';
import {
  canEnrol,
  canListInscriptionsOf,
  canReadInscription,
  type InscriptionViewer,
  pairAnswerRefusal,
} from '@carreras/domain/inscriptions/inscription-access';
import { partnerDisplayName } from '@carreras/domain/inscriptions/partner-name';
import type { CategorySex, Sex } from '@carreras/domain/limits';
import { decidePlace } from '@carreras/domain/places/places';
import { PLACES_FULL, placesMessages as rm } from '@carreras/domain/places/places.messages';
import type { WaitingEntry } from '@carreras/domain/places/places.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { actorOf, audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Principal, RunnerAccount } from '../../lib/principal-types.ts';
import { getEventCategories } from '../events/events.service.ts';
import { mailerOf } from '../mail/mailer.service.ts';
import { listEventCategories } from '../races/races.service.ts';
import { findRunnerByDni, findRunnerById } from '../runners/runners.service.ts';
import { auditedInscription, auditInscription, requireInscription } from './inscription-audit.service.ts';
import { enqueueInscriptionMail } from './inscription-mail.service.ts';
import * as inscriptionsRepository from './inscriptions.repository.ts';
import {
  confirmPair,
  dropPendingPair,
  findBibHolder,
  findCurrentEvent,
  findEvent,
  findInscriptionParties,
  findPairNaming,
  findParticipant,
  findWaitingOf,
  insertInscription,
  insertWaiting,
  leaveWaitingList,
  listInscriptions,
} from './inscriptions.repository.ts';
import { withRunnerMoney } from './payments.service.ts';
import { findWaitingEntry, lockEventPlaces, placeState } from './places.repository.ts';
import { fillFreedPlaces } from './places-and-fees.service.ts';

/** An inscription as the API answers it, or undefined: check-in lists the inscriptions its search found. */
export function findInscription(db: Kysely<Database>, id: number): Promise<Inscription | undefined> {
  return inscriptionsRepository.findInscription(db, id);
}

type Db = Kysely<Database>;

type CreateInput = Omit<CreateInscriptionInput, 'pagoConfirmado' | 'inscripcionConfirmada' | 'asistenciaConfirmada'> & {
  runnerId: number;
  eventId: number;
  pagoConfirmado: boolean;
  inscripcionConfirmada: boolean;
  asistenciaConfirmada: boolean;
};

/** The caller as the domain's access rules (inscription-access.ts) know them. */
export function viewerOf(principal: Principal): InscriptionViewer {
  return principal.type === 'admin'
    ? { type: 'admin' }
    : { type: 'runner', id: principal.runner.id, dni: principal.runner.dni };
}

/** The holder and the partner (invited or confirmed) may read an inscription; admins any. */
export async function getInscription(db: Db, principal: Principal, id: number): Promise<Inscription> {
  const inscription = await requireInscription(db, id);
  if (!canReadInscription(viewerOf(principal), inscription)) throw forbidden(m.notYours);
  return inscription;
}

function eligible(
  category: { sexo: CategorySex; esLibre: boolean; edadMinima: number | null; edadMaxima: number | null },
  person: { sexo: Sex; fechaNacimiento: string },
  eventDate: string,
): boolean {
  return isCategoryEligible(category, person.sexo, ageForEvent(person.fechaNacimiento, eventDate));
}

/** The categories of an event and their distances, for the inscription forms. */
export async function getEventChoices(db: Db, eventId: number) {
  const categories = await getEventCategories(db, eventId);
  const distances = [...new Set(categories.map((c) => c.distancia))].sort((a, b) => a - b);
  return { categories, distances };
}

/** The categories of a distance in the event (the current one unless told), each saying whether it fits the runner. */
export async function getAvailableCategories(
  db: Db,
  query: { runnerId: number; distance: number; eventId?: number | undefined },
) {
  const [runner, event] = await Promise.all([
    findRunnerById(db, query.runnerId),
    query.eventId === undefined ? findCurrentEvent(db) : findEvent(db, query.eventId),
  ]);
  if (!runner) throw notFound(m.runnerNotFound);
  if (!event) throw notFound(m.eventNotFound);
  return (await listEventCategories(db, event.id))
    .filter((c) => c.distancia === query.distance)
    .map((c) => ({ ...c, eligible: eligible(c, runner, event.fecha ?? todayInOrganiserZone()) }));
}

/** A runner lists only the inscriptions they hold or take part in as a partner. */
export async function getInscriptions(db: Db, principal: Principal, query: InscriptionListQuery) {
  if (!canListInscriptionsOf(viewerOf(principal), query.runnerId)) throw forbidden(m.notYours);
  if (principal.type === 'runner') {
    const { runnerId: _ignored, ...rest } = query;
    const result = await listInscriptions(db, { ...rest, participantId: principal.runner.id });
    return { ...result, items: await withRunnerMoney(db, result.items), page: query.page, limit: query.limit };
  }
  const result = await listInscriptions(db, query);
  return { ...result, page: query.page, limit: query.limit };
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
  if (bib !== null && (await findBibHolder(db, event.id, bib))) {
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
        if (!waitIfFull) throw new AppError(409, PLACES_FULL, message);
        if (asPair) throw badRequest(rm.waitingNoPairs, { partnerDni: rm.waitingNoPairs });
        if (await findWaitingOf(trx, event.id, runner.id))
          throw conflict(rm.alreadyWaiting, undefined, errorCodes.alreadyWaiting);
        waitingId = await insertWaiting(trx, {
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
      await leaveWaitingList(trx, event.id, runner.id);
      const inscriptionId = await insertInscription(
        trx,
        {
          runner_id: runner.id,
          event_id: event.id,
          category_id: category.id,
          distancia: category.distancia,
          categoria: category.nombre,
          es_equipo: partnerId !== null && !pending,
          partner_runner_id: partnerId,
          partner_pending: pending,
          pago_confirmado: paid,
          // The admin form sets inscripcionConfirmada equal to pagoConfirmado (spec 001 section 4).
          inscripcion_confirmada: paid,
          asistencia_confirmada: isAdmin ? body.asistenciaConfirmada : false,
          numero_dorsal_asignado: bib,
          precio_unitario: places.priceOn(category.distancia, todayInOrganiserZone()),
          created_at: now,
          updated_at: now,
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
    const waiting = await findWaitingEntry(db, waitingId);
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

/**
 * A write that may free places of the event, in one transaction under the event's place lock; the places
 * it frees then go to the first waiting, unless the event leaves that to the admin.
 */
export async function writeFreeingPlaces(
  db: Db,
  eventId: number,
  write: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  const mailer = mailerOf(db);
  const promoted = await db.transaction().execute(async (trx) => {
    await lockEventPlaces(trx, eventId);
    await write(trx);
    return fillFreedPlaces(trx, eventId, mailer);
  });
  if (promoted.length > 0) mailer?.outbox.wake();
}

/**
 * The pair the runner answers, once the access rules let them: 404 without it, else the rules' refusal
 * (403, or 409 once it is settled).
 */
async function requirePairAnswer(db: Db, runner: RunnerAccount, id: number, answer: 'accept' | 'decline') {
  const state = await findInscriptionParties(db, id);
  if (!state) throw notFound(m.inscriptionNotFound);
  const refusal = pairAnswerRefusal({ type: 'runner', id: runner.id, dni: runner.dni }, state.parties, answer);
  if (refusal === 'pairNotPending') throw conflict(m.pairNotPending);
  if (refusal) throw forbidden(m[refusal]);
  return state;
}

/**
 * The invited partner accepts a pending pair: the same rules as enrolling themselves (open event, a
 * category that fits their sex and age, not yet taking part in the event). The event_participants key
 * settles a race against the partner's own inscription; the conditional update one against a second answer.
 */
export async function acceptPair(db: Db, runner: RunnerAccount, id: number): Promise<Inscription> {
  const runnerId = runner.id;
  const state = await requirePairAnswer(db, runner, id, 'accept');

  const [event, partner] = await Promise.all([findEvent(db, state.eventId), findRunnerById(db, runnerId)]);
  if (!event) throw notFound(m.eventNotFound);
  if (!partner) throw notFound(m.runnerNotFound);
  if (!isEventOpen(event)) {
    throw badRequest(m.eventClosed);
  }
  const category = (await listEventCategories(db, event.id, { nombre: state.categoria })).find(
    (c) => c.distancia === state.distancia,
  );
  if (!category) throw badRequest(m.categoryNotInEvent);
  if (!eligible(category, partner, event.fecha)) throw badRequest(m.pairNotEligibleForYou);
  if (await findParticipant(db, event.id, runnerId))
    throw conflict(m.acceptAlreadyEnrolled, undefined, errorCodes.alreadyEnrolled);

  try {
    await db.transaction().execute(async (trx) => {
      // The category checked above, in case an admin changed it meanwhile.
      const pair = {
        id,
        eventId: event.id,
        partnerId: runnerId,
        categoria: state.categoria,
        distancia: state.distancia,
      };
      if (!(await confirmPair(trx, pair, nowIso()))) throw conflict(m.pairNotPending);
    });
  } catch (error) {
    // Lost a race against the partner's own inscription in the event.
    if (isUniqueViolation(error)) throw conflict(m.acceptAlreadyEnrolled, undefined, errorCodes.alreadyEnrolled);
    throw error;
  }
  return auditedInscription(db, id, {
    actorType: 'runner',
    actorId: runnerId,
    action: 'accept-pair',
    detail: { eventId: event.id, holderId: state.runnerId },
  });
}

/**
 * The invited partner declines a pending pair, or its holder withdraws the invitation. The pair is
 * removed and the holder keeps their inscription as a solo one (docs/product-choices.md); a confirmed
 * pair cannot be undone here.
 */
export async function declinePair(db: Db, runner: RunnerAccount, id: number): Promise<void> {
  const runnerId = runner.id;
  const state = await requirePairAnswer(db, runner, id, 'decline');
  const isHolder = state.runnerId === runnerId;
  const partnerRunnerId = state.partnerRunnerId;
  if (partnerRunnerId === null) throw conflict(m.pairNotPending);

  // The invited partner's place frees.
  await writeFreeingPlaces(db, state.eventId, async (trx) => {
    if (!(await dropPendingPair(trx, id, partnerRunnerId, nowIso()))) throw conflict(m.pairNotPending);
  });
  await auditInscription(db, id, {
    actorType: 'runner',
    actorId: runnerId,
    action: isHolder ? 'withdraw-pair' : 'decline-pair',
    detail: { eventId: state.eventId, holderId: state.runnerId, partnerId: state.partnerRunnerId },
  });
}
