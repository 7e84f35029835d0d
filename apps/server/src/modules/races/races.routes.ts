import { raceMessages as m } from '@carreras/domain/races/race.schemas';
import { racesContract as api } from '@carreras/domain/races/races.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
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

export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  async function requireRace(raceId: number) {
    if (!(await findRace(db, raceId))) throw notFound(m.raceNotFound);
  }

  // Races: anyone may read (runners see only active races); only administrators write.
  route(app, api.listRaces, async (request) => listRaces(db, { activeOnly: request.principal?.type !== 'admin' }));

  route(app, api.getRace, async (request) => getRace(db, request.params.id));

  route(app, api.createRace, async (request, reply) =>
    reply.status(201).send(await createRace(db, requireAdmin(request).id, request.body)),
  );

  route(app, api.updateRace, async (request) =>
    updateRace(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.deleteRace, async (request, reply) => {
    await deleteRace(db, requireAdmin(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.listRaceModalities, async (request) => {
    await requireRace(request.params.id);
    return listModalities(db, { raceId: request.params.id });
  });

  route(app, api.listRaceCategories, async (request) => {
    await requireRace(request.params.id);
    return listCategories(db, { raceId: request.params.id });
  });

  route(app, api.createModality, async (request, reply) =>
    reply.status(201).send(await createModality(db, requireAdmin(request).id, request.body)),
  );

  route(app, api.updateModality, async (request) =>
    updateModality(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.deleteModality, async (request, reply) => {
    await deleteModality(db, requireAdmin(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.listCategories, async (request) => listCategories(db, { raceId: request.query.race_id }));

  route(app, api.createCategory, async (request, reply) =>
    reply.status(201).send(await createCategory(db, requireAdmin(request).id, request.body)),
  );

  route(app, api.updateCategory, async (request) =>
    updateCategory(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.deleteCategory, async (request, reply) => {
    await deleteCategory(db, requireAdmin(request).id, request.params.id);
    return reply.status(204).send(null);
  });
};
