import { apiErrorSchema } from '@carreras/domain/errors';
import {
  eventInputSchema,
  eventListQuerySchema,
  eventSchema,
  eventStatsSchema,
  eventMessages as m,
} from '@carreras/domain/events/event.schemas';
import { categorySchema } from '@carreras/domain/races/race.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { eventStats, findEventById, listEventCategories } from './events.repository.ts';
import { createEvent, deleteEvent, duplicateEvent, getEvent, getEvents, updateEvent } from './events.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/events', {
    config: { access: 'public' },
    schema: { querystring: eventListQuerySchema, response: { 200: z.array(eventSchema), ...errors } },
    handler: async (request) =>
      getEvents(db, {
        isAdmin: request.principal?.type === 'admin',
        active: request.query.active,
        limit: request.query.limit,
      }),
  });

  app.get('/events/:id', {
    config: { access: 'public' },
    schema: { params: idParams, response: { 200: eventSchema, ...errors } },
    handler: async (request) => getEvent(db, request.params.id),
  });

  app.get('/events/:id/categories', {
    config: { access: 'public' },
    schema: { params: idParams, response: { 200: z.array(categorySchema), ...errors } },
    handler: async (request) => {
      if (!(await findEventById(db, request.params.id))) throw notFound(m.eventNotFound);
      return listEventCategories(db, request.params.id);
    },
  });

  app.get('/events/:id/stats', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 200: eventStatsSchema, ...errors } },
    handler: async (request) => {
      if (!(await findEventById(db, request.params.id))) throw notFound(m.eventNotFound);
      return eventStats(db, request.params.id);
    },
  });

  app.post('/events', {
    config: { access: 'admin' },
    schema: { body: eventInputSchema, response: { 201: eventSchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createEvent(db, requireAdmin(request).id, request.body)),
  });

  app.put('/events/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, body: eventInputSchema, response: { 200: eventSchema, ...errors } },
    handler: async (request) => updateEvent(db, requireAdmin(request).id, request.params.id, request.body),
  });

  app.delete('/events/:id', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteEvent(db, requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/events/:id/duplicate', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 201: eventSchema, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await duplicateEvent(db, requireAdmin(request).id, request.params.id)),
  });
};
