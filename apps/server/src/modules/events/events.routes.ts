import { eventsContract as api } from '@carreras/domain/events/events.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import {
  createEvent,
  deleteEvent,
  duplicateEvent,
  getEvent,
  getEventCategories,
  getEventStats,
  getEvents,
  updateEvent,
} from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.listEvents, async (request) =>
    getEvents(db, {
      isAdmin: request.principal?.type === 'admin',
      active: request.query.active,
      limit: request.query.limit,
    }),
  );

  route(app, api.getEvent, async (request) => getEvent(db, request.params.id));

  route(app, api.listEventCategories, async (request) => getEventCategories(db, request.params.id));

  route(app, api.getEventStats, async (request) => getEventStats(db, request.params.id));

  route(app, api.createEvent, async (request, reply) =>
    reply.status(201).send(await createEvent(db, requireAdmin(request).id, request.body)),
  );

  route(app, api.updateEvent, async (request) =>
    updateEvent(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.deleteEvent, async (request, reply) => {
    await deleteEvent(db, requireAdmin(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.duplicateEvent, async (request, reply) =>
    reply.status(201).send(await duplicateEvent(db, requireAdmin(request).id, request.params.id, request.body)),
  );
};
