import { checkInContract as api } from '@carreras/domain/check-in/check-in.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { assignNextBib, nextFreeBib, searchCheckIn } from './check-in.service.ts';

/** Race-morning check-in (kit pick-up): a fast search and the next free bib, for admins only (D15). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.search, async (request) => searchCheckIn(db, request.params.eventId, request.query.q));

  route(app, api.nextBib, async (request) => nextFreeBib(db, request.params.eventId));

  route(app, api.assignNextBib, async (request) => assignNextBib(db, requireAdmin(request).id, request.params.id));
};
