import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import { apiErrorSchema } from '@carreras/domain/errors';
import { adminInscriptionListSchema } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import {
  createInscriptionSchema,
  inscriptionListQuerySchema,
  inscriptionListSchema,
  inscriptionSchema,
  updateInscriptionSchema,
} from '@carreras/domain/inscriptions/inscription.schemas';
import { CATEGORY_SEXES } from '@carreras/domain/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
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

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const choiceCategorySchema = z.object({
  id: z.number(),
  nombre: z.string(),
  distancia: z.number(),
  sexo: z.enum(CATEGORY_SEXES),
  esLibre: z.boolean(),
  edadMinima: z.number().nullable(),
  edadMaxima: z.number().nullable(),
  /** Whether the runner's sex and age fit it (D8); admins may still choose it. */
  eligible: z.boolean().optional(),
});

export const inscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  await app.register(registrationRoutes);

  async function eventCategories(eventId: number) {
    const rows = await db
      .selectFrom('event_categories as ec')
      .innerJoin('categories as c', 'c.id', 'ec.category_id')
      .select(['c.id', 'c.nombre', 'c.distancia', 'c.sexo', 'c.es_libre', 'c.edad_minima', 'c.edad_maxima'])
      .where('ec.event_id', '=', eventId)
      .orderBy('c.distancia')
      .orderBy('c.nombre')
      .execute();
    return rows.map((c) => ({
      id: c.id,
      nombre: c.nombre,
      distancia: c.distancia,
      sexo: c.sexo,
      esLibre: c.es_libre,
      edadMinima: c.edad_minima,
      edadMaxima: c.edad_maxima,
    }));
  }

  app.get('/inscriptions', {
    config: { access: 'runner_or_admin' },
    schema: { querystring: inscriptionListQuerySchema, response: { 200: inscriptionListSchema, ...errors } },
    handler: async (request) => getInscriptions(db, request.principal!, request.query),
  });

  app.get('/inscriptions/categories-and-distances', {
    config: { access: 'public' },
    schema: {
      querystring: z.object({ eventId: z.coerce.number().int().positive() }),
      response: {
        200: z.object({ categories: z.array(choiceCategorySchema), distances: z.array(z.number()) }),
        ...errors,
      },
    },
    handler: async (request) => {
      if (!(await findEvent(db, request.query.eventId))) throw notFound(m.eventNotFound);
      const categories = await eventCategories(request.query.eventId);
      const distances = [...new Set(categories.map((c) => c.distancia))].sort((a, b) => a - b);
      return { categories, distances };
    },
  });

  app.get('/inscriptions/available-categories', {
    config: { access: 'admin' },
    schema: {
      querystring: z.object({
        runnerId: z.coerce.number().int().positive(),
        distance: z.coerce.number().positive(),
        // The spec's call sends runnerId and distance alone: the current event (D17) is meant then.
        eventId: z.coerce.number().int().positive().optional(),
      }),
      response: { 200: z.array(choiceCategorySchema), ...errors },
    },
    handler: async (request) => {
      const { runnerId, distance, eventId } = request.query;
      const [runner, event] = await Promise.all([
        findRunnerById(db, runnerId),
        eventId === undefined ? findCurrentEvent(db) : findEvent(db, eventId),
      ]);
      if (!runner) throw notFound(m.runnerNotFound);
      if (!event) throw notFound(m.eventNotFound);
      const age = ageForEvent(runner.fecha_nacimiento, event.fecha ?? todayInOrganiserZone());
      return (await eventCategories(event.id))
        .filter((c) => c.distancia === distance)
        .map((c) => ({ ...c, eligible: isCategoryEligible(c, runner.sexo, age) }));
    },
  });

  app.get('/inscriptions/:id', {
    config: { access: 'runner_or_admin' },
    schema: { params: idParams, response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) => getInscription(db, request.principal!, request.params.id),
  });

  app.post('/inscriptions', {
    config: {
      access: 'runner_or_admin',
      rateLimit: { max: app.config.enrolmentLimitPerMinute, timeWindow: '1 minute' },
    },
    schema: { body: createInscriptionSchema, response: { 201: inscriptionSchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createInscription(db, request.principal!, request.body)),
  });

  // Pair consent: only the invited partner accepts; the partner declines or the holder withdraws.
  app.post('/inscriptions/:id/accept-pair', {
    config: { access: 'runner' },
    schema: { params: idParams, response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) => acceptPair(db, requireRunner(request).id, request.params.id),
  });

  app.post('/inscriptions/:id/decline-pair', {
    config: { access: 'runner' },
    schema: { params: idParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await declinePair(db, requireRunner(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.patch('/inscriptions/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, body: updateInscriptionSchema, response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) => changeCategory(db, requireAdmin(request).id, request.params.id, request.body),
  });

  const optionalFlag = (name: string) => z.object({ [name]: z.boolean().optional() }).nullish();

  app.patch('/inscriptions/:id/confirm-payment', {
    config: { access: 'admin' },
    schema: { params: idParams, body: optionalFlag('pagoConfirmado'), response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) =>
      setPayment(db, requireAdmin(request).id, request.params.id, request.body?.pagoConfirmado !== false),
  });

  app.patch('/inscriptions/:id/confirm-attendance', {
    config: { access: 'admin' },
    schema: {
      params: idParams,
      body: optionalFlag('asistenciaConfirmada'),
      response: { 200: inscriptionSchema, ...errors },
    },
    handler: async (request) =>
      setAttendance(db, requireAdmin(request).id, request.params.id, request.body?.asistenciaConfirmada !== false),
  });

  app.patch('/inscriptions/:id/assign-dorsal/:number', {
    config: { access: 'admin' },
    schema: {
      params: idParams.extend({
        number: z.coerce
          .number({ error: m.bibInvalid })
          .int(m.bibInvalid)
          .min(0, m.bibInvalid)
          .max(999_999, m.bibInvalid),
      }),
      response: { 200: inscriptionSchema, ...errors },
    },
    handler: async (request) => assignBib(db, requireAdmin(request).id, request.params.id, request.params.number),
  });

  app.patch('/inscriptions/:id/revert-status', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) => revertToRegistered(db, requireAdmin(request).id, request.params.id),
  });

  app.delete('/inscriptions/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteInscription(db, requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/admin/inscriptions', {
    config: { access: 'admin' },
    schema: { querystring: inscriptionListQuerySchema, response: { 200: adminInscriptionListSchema, ...errors } },
    handler: async (request) => withParticipantData(db, await getInscriptions(db, request.principal!, request.query)),
  });
};
