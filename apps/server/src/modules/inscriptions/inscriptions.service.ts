import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent } from '@carreras/domain/dates';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type {
  CreateInscriptionInput,
  Inscription,
  InscriptionListQuery,
} from '@carreras/domain/inscriptions/inscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Principal } from '../../plugins/access.ts';
import { findRunnerByDni, findRunnerById } from '../runners/runners.repository.ts';
import {
  findBibHolder,
  findEvent,
  findEventCategory,
  findInscription,
  findParticipant,
  listInscriptions,
} from './inscriptions.repository.ts';

type Db = Kysely<Database>;
type CreateInput = Omit<CreateInscriptionInput, 'pagoConfirmado' | 'inscripcionConfirmada' | 'asistenciaConfirmada'> & {
  runnerId: number;
  eventId: number;
  pagoConfirmado: boolean;
  inscripcionConfirmada: boolean;
  asistenciaConfirmada: boolean;
};

function isOwnInscription(principal: Principal, inscription: Inscription): boolean {
  if (principal.type === 'admin') return true;
  return inscription.runnerId === principal.runner.id || inscription.compañero?.id === principal.runner.id;
}

export async function getInscription(db: Db, principal: Principal, id: number): Promise<Inscription> {
  const inscription = await findInscription(db, id);
  if (!inscription) throw notFound(m.inscriptionNotFound);
  if (!isOwnInscription(principal, inscription)) throw forbidden(m.notYours);
  return inscription;
}

/** A runner lists only the inscriptions they hold or take part in as a partner. */
export async function getInscriptions(db: Db, principal: Principal, query: InscriptionListQuery) {
  if (principal.type === 'runner') {
    if (query.runnerId !== undefined && query.runnerId !== principal.runner.id) throw forbidden(m.notYours);
    const { runnerId: _ignored, ...rest } = query;
    const result = await listInscriptions(db, { ...rest, participantId: principal.runner.id });
    return { ...result, page: query.page, limit: query.limit };
  }
  const result = await listInscriptions(db, query);
  return { ...result, page: query.page, limit: query.limit };
}

/**
 * Enrols a runner in an event (D4, D8, D13). A runner enrols only themselves, in an open event, in a
 * category of that event and distance that fits their sex and age, with every flag false. An admin
 * may enrol anyone, outside the window and in any category of the event, with flags and a bib.
 */
export async function createInscription(db: Db, principal: Principal, body: CreateInput): Promise<Inscription> {
  const isAdmin = principal.type === 'admin';
  if (!isAdmin && body.runnerId !== principal.runner.id) throw forbidden(m.onlyOwnEnrolment);

  const event = await findEvent(db, body.eventId);
  if (!event) throw notFound(m.eventNotFound);
  const runner = await findRunnerById(db, body.runnerId);
  if (!runner) throw notFound(m.runnerNotFound);
  if (
    !isAdmin &&
    !isEventOpen({
      activo: event.activo,
      fechaAperturaInscripciones: event.fecha_apertura_inscripciones,
      fechaCierreInscripciones: event.fecha_cierre_inscripciones,
    })
  ) {
    throw badRequest(m.eventClosed, { eventId: m.eventClosed });
  }

  const candidates = await findEventCategory(db, event.id, body.categoria);
  if (candidates.length === 0) throw badRequest(m.categoryNotInEvent, { categoria: m.categoryNotInEvent });
  const category = candidates.find((c) => c.distancia === body.distancia);
  if (!category) throw badRequest(m.categoryNotInDistance, { categoria: m.categoryNotInDistance });
  if (
    !isAdmin &&
    !isCategoryEligible(
      {
        sexo: category.sexo,
        esLibre: category.es_libre,
        edadMinima: category.edad_minima,
        edadMaxima: category.edad_maxima,
      },
      runner.sexo,
      ageForEvent(runner.fecha_nacimiento, event.fecha),
    )
  ) {
    throw badRequest(m.categoryNotEligible, { categoria: m.categoryNotEligible });
  }

  const alreadyEnrolled = isAdmin ? m.runnerAlreadyEnrolled : m.alreadyEnrolled;
  if (await findParticipant(db, event.id, runner.id)) throw conflict(alreadyEnrolled);

  let partnerId: number | null = null;
  if (body.partnerDni) {
    if (!event.permite_parejas) throw badRequest(m.pairsNotAllowed, { partnerDni: m.pairsNotAllowed });
    const partner = await findRunnerByDni(db, body.partnerDni);
    if (!partner) throw badRequest(m.partnerNotFound, { partnerDni: m.partnerNotFound });
    if (partner.id === runner.id) throw badRequest(m.partnerIsSelf, { partnerDni: m.partnerIsSelf });
    if (await findParticipant(db, event.id, partner.id)) {
      throw conflict(m.partnerAlreadyEnrolled, { partnerDni: m.partnerAlreadyEnrolled });
    }
    partnerId = partner.id;
  }

  const bib = isAdmin ? (body.numeroDorsalAsignado ?? null) : null;
  if (bib !== null && (await findBibHolder(db, event.id, bib))) {
    throw conflict(m.bibTaken(bib), { numeroDorsalAsignado: m.bibTaken(bib) });
  }
  const paid = isAdmin ? body.pagoConfirmado : false;
  const now = nowIso();

  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('inscriptions')
        .values({
          runner_id: runner.id,
          event_id: event.id,
          category_id: category.id,
          distancia: category.distancia,
          categoria: category.nombre,
          es_equipo: partnerId !== null,
          partner_runner_id: partnerId,
          pago_confirmado: paid,
          // The admin form sets inscripcionConfirmada equal to pagoConfirmado (spec 001 section 4).
          inscripcion_confirmada: paid,
          asistencia_confirmada: isAdmin ? body.asistenciaConfirmada : false,
          numero_dorsal_asignado: bib,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const participants = [{ event_id: event.id, runner_id: runner.id, inscription_id: inserted.id }];
      if (partnerId !== null)
        participants.push({ event_id: event.id, runner_id: partnerId, inscription_id: inserted.id });
      await trx.insertInto('event_participants').values(participants).execute();
      return inserted.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'numero_dorsal_asignado') && bib !== null) throw conflict(m.bibTaken(bib));
    // Lost a race against a simultaneous enrolment of the same runner or partner.
    if (isUniqueViolation(error)) throw conflict(partnerId !== null ? m.partnerAlreadyEnrolled : alreadyEnrolled);
    throw error;
  }

  await audit(db, {
    actorType: principal.type,
    actorId: principal.type === 'admin' ? principal.admin.id : principal.runner.id,
    action: 'create',
    entity: 'inscription',
    entityId: id,
    detail: { eventId: event.id, runnerId: runner.id, partnerId, categoria: category.nombre },
  });
  const created = await findInscription(db, id);
  if (!created) throw notFound(m.inscriptionNotFound);
  return created;
}
