import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { inscriptionsContract as api } from '@carreras/domain/inscriptions/inscriptions.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import { listEventCategories } from '../races/races.repository.ts';
import { findRunnerById } from '../runners/runners.repository.ts';
import {
  assignBib,
  changeCategory,
  deleteInscription,
  revertToRegistered,
  setAttendance,
  setPayment,
} from './inscription-admin.service.ts';
import { findCurrentEvent, findEvent } from './inscriptions.repository.ts';
import { acceptPair, createInscription, declinePair, getInscription, getInscriptions } from './inscriptions.service.ts';
import { withParticipantData } from './participant-data.ts';
import { registrationRoutes } from './registration.routes.ts';

export const inscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  await app.register(registrationRoutes);

  route(app, api.list, async (request) => getInscriptions(db, request.principal!, request.query));

  route(app, api.eventChoices, async (request) => {
    if (!(await findEvent(db, request.query.eventId))) throw notFound(m.eventNotFound);
    const categories = await listEventCategories(db, request.query.eventId);
    const distances = [...new Set(categories.map((c) => c.distancia))].sort((a, b) => a - b);
    return { categories, distances };
  });

  route(app, api.availableCategories, async (request) => {
    const { runnerId, distance, eventId } = request.query;
    const [runner, event] = await Promise.all([
      findRunnerById(db, runnerId),
      eventId === undefined ? findCurrentEvent(db) : findEvent(db, eventId),
    ]);
    if (!runner) throw notFound(m.runnerNotFound);
    if (!event) throw notFound(m.eventNotFound);
    const age = ageForEvent(runner.fecha_nacimiento, event.fecha ?? todayInOrganiserZone());
    return (await listEventCategories(db, event.id))
      .filter((c) => c.distancia === distance)
      .map((c) => ({ ...c, eligible: isCategoryEligible(c, runner.sexo, age) }));
  });

  route(app, api.get, async (request) => getInscription(db, request.principal!, request.params.id));

  route(
    app,
    api.create,
    async (request, reply) => reply.status(201).send(await createInscription(db, request.principal!, request.body)),
    { config: { rateLimit: { max: app.config.enrolmentLimitPerMinute, timeWindow: '1 minute' } } },
  );

  route(app, api.acceptPair, async (request) => acceptPair(db, requireRunner(request), request.params.id));

  route(app, api.declinePair, async (request, reply) => {
    await declinePair(db, requireRunner(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.update, async (request) =>
    changeCategory(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.confirmPayment, async (request) =>
    setPayment(db, requireAdmin(request).id, request.params.id, request.body?.pagoConfirmado !== false),
  );

  route(app, api.confirmAttendance, async (request) =>
    setAttendance(db, requireAdmin(request).id, request.params.id, request.body?.asistenciaConfirmada !== false),
  );

  route(app, api.assignBib, async (request) =>
    assignBib(db, requireAdmin(request).id, request.params.id, request.params.number),
  );

  route(app, api.revertStatus, async (request) => revertToRegistered(db, requireAdmin(request).id, request.params.id));

  route(app, api.delete, async (request, reply) => {
    await deleteInscription(db, requireAdmin(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.adminList, async (request) =>
    withParticipantData(db, await getInscriptions(db, request.principal!, request.query)),
  );
};
