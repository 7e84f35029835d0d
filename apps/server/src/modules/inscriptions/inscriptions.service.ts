import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/error-codes';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription, InscriptionListQuery } from '@carreras/domain/inscriptions/inscription.schemas';
import {
  canListInscriptionsOf,
  canReadInscription,
  pairAnswerRefusal,
} from '@carreras/domain/inscriptions/inscription-access';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Principal, RunnerAccount } from '../../lib/principal-types.ts';
import { getEventCategories } from '../events/events.service.ts';
import { listEventCategories } from '../races/races.service.ts';
import { findRunnerById } from '../runners/runners.service.ts';
import { eligible } from './enrolment.service.ts';
import { auditedInscription, auditInscription, requireInscription } from './inscription-audit.service.ts';
import { viewerOf } from './inscription-viewer.ts';
import { confirmPair, dropPendingPair } from './inscription-writes.repository.ts';
import * as inscriptionsRepository from './inscriptions.repository.ts';
import {
  findCurrentEvent,
  findEvent,
  findInscriptionParties,
  findParticipant,
  listInscriptions,
} from './inscriptions.repository.ts';
import { withRunnerMoney } from './payments.service.ts';
import { writeFreeingPlaces } from './waiting-promotion.service.ts';

/** An inscription as the API answers it, or undefined: check-in lists the inscriptions its search found. */
export function findInscription(db: Kysely<Database>, id: number): Promise<Inscription | undefined> {
  return inscriptionsRepository.findInscription(db, id);
}

type Db = Kysely<Database>;

/** The holder and the partner (invited or confirmed) may read an inscription; admins any. */
export async function getInscription(db: Db, principal: Principal, id: number): Promise<Inscription> {
  const inscription = await requireInscription(db, id);
  if (!canReadInscription(viewerOf(principal), inscription)) throw forbidden(m.notYours);
  return inscription;
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
