import { apiErrorSchema } from '@carreras/domain/errors';
import {
  categoryInputSchema,
  categoryListQuerySchema,
  categorySchema,
  raceMessages as m,
  modalityInputSchema,
  modalitySchema,
  raceInputSchema,
  raceSchema,
} from '@carreras/domain/races/race.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { findRace, listCategories, listModalities, listRaces } from './races.repository.ts';
import {
  createCategory,
  createModality,
  createRace,
  deleteCategory,
  deleteModality,
  deleteRace,
  getRace,
  updateCategory,
  updateModality,
  updateRace,
} from './races.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const deleted = { 204: z.null(), ...errors };

export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  // Races: anyone may read (runners see only active races); only administrators write.
  app.get('/races', {
    config: { access: 'public' },
    schema: { response: { 200: z.array(raceSchema), ...errors } },
    handler: async (request) => listRaces(db, { activeOnly: request.principal?.type !== 'admin' }),
  });

  app.get('/races/:id', {
    config: { access: 'public' },
    schema: { params: idParams, response: { 200: raceSchema, ...errors } },
    handler: async (request) => getRace(db, request.params.id),
  });

  app.post('/races', {
    config: { access: 'admin' },
    schema: { body: raceInputSchema, response: { 201: raceSchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createRace(db, requireAdmin(request).id, request.body)),
  });

  app.put('/races/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, body: raceInputSchema, response: { 200: raceSchema, ...errors } },
    handler: async (request) => updateRace(db, requireAdmin(request).id, request.params.id, request.body),
  });

  app.delete('/races/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, response: deleted },
    handler: async (request, reply) => {
      await deleteRace(db, requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/races/:id/modalities', {
    config: { access: 'public' },
    schema: { params: idParams, response: { 200: z.array(modalitySchema), ...errors } },
    handler: async (request) => {
      if (!(await findRace(db, request.params.id))) throw notFound(m.raceNotFound);
      return listModalities(db, { raceId: request.params.id });
    },
  });

  app.get('/races/:id/categories', {
    config: { access: 'public' },
    schema: { params: idParams, response: { 200: z.array(categorySchema), ...errors } },
    handler: async (request) => {
      if (!(await findRace(db, request.params.id))) throw notFound(m.raceNotFound);
      return listCategories(db, { raceId: request.params.id });
    },
  });

  app.post('/modalities', {
    config: { access: 'admin' },
    schema: { body: modalityInputSchema, response: { 201: modalitySchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createModality(db, requireAdmin(request).id, request.body)),
  });

  app.put('/modalities/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, body: modalityInputSchema, response: { 200: modalitySchema, ...errors } },
    handler: async (request) => updateModality(db, requireAdmin(request).id, request.params.id, request.body),
  });

  app.delete('/modalities/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, response: deleted },
    handler: async (request, reply) => {
      await deleteModality(db, requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/categories', {
    config: { access: 'public' },
    schema: { querystring: categoryListQuerySchema, response: { 200: z.array(categorySchema), ...errors } },
    handler: async (request) => listCategories(db, { raceId: request.query.race_id }),
  });

  app.post('/categories', {
    config: { access: 'admin' },
    schema: { body: categoryInputSchema, response: { 201: categorySchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createCategory(db, requireAdmin(request).id, request.body)),
  });

  app.put('/categories/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, body: categoryInputSchema, response: { 200: categorySchema, ...errors } },
    handler: async (request) => updateCategory(db, requireAdmin(request).id, request.params.id, request.body),
  });

  app.delete('/categories/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, response: deleted },
    handler: async (request, reply) => {
      await deleteCategory(db, requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
