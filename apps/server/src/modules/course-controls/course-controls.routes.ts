import { courseControlsContract as api } from '@carreras/domain/course-controls/course-controls.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import {
  controlScreen,
  createLink,
  createPoint,
  deletePoint,
  listLinks,
  listPoints,
  recordPassages,
  reorderPoints,
  revokeLink,
  updatePoint,
} from './course-controls.service.ts';

/**
 * A volunteer's phone sends its outbox in batches of at most 64 passages; a control with several phones stays
 * far below this. A guesser of tokens from one address is held to it too.
 */
const CONTROL_POSTS_PER_MINUTE = 240;

export const courseControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.listPoints, async (request) => listPoints(db, request.params.eventId));

  route(app, api.createPoint, async (request, reply) => {
    const { distancia, order, ...values } = request.body;
    return reply.status(201).send(await createPoint(db, request.params.eventId, { distancia, order, ...values }));
  });

  route(app, api.updatePoint, async (request) =>
    updatePoint(db, request.params.eventId, request.params.pointId, request.body),
  );

  route(app, api.deletePoint, async (request, reply) => {
    await deletePoint(db, request.params.eventId, request.params.pointId);
    return reply.status(204).send();
  });

  route(app, api.reorderPoints, async (request) => reorderPoints(db, request.params.eventId, request.body));

  route(app, api.createLink, async (request, reply) => {
    const { eventId, pointId } = request.params;
    const link = await createLink(db, requireAdmin(request).id, eventId, pointId, request.body.label);
    return reply.status(201).send(link);
  });

  route(app, api.listLinks, async (request) => listLinks(db, request.params.eventId));

  route(app, api.revokeLink, async (request) => revokeLink(db, request.params.eventId, request.params.linkId));

  // The token opens these, not a session: what they answer is never kept by a browser or a proxy.
  route(app, api.screen, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return controlScreen(db, request.params.token);
  });

  route(
    app,
    api.recordPassages,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recordPassages(db, request.params.token, request.body.passages);
    },
    { config: { rateLimit: { max: CONTROL_POSTS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
};
