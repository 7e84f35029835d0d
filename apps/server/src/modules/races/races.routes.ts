import type { Endpoint, EndpointResponse } from '@carreras/domain/api/define-endpoint';
import { racesContract as api } from '@carreras/domain/races/races.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import {
  createCategory,
  createModality,
  createRace,
  deleteCategory,
  deleteModality,
  deleteRace,
  getRace,
  listCategories,
  listModalities,
  listRaces,
  updateCategory,
  updateModality,
  updateRace,
} from './races.service.ts';

type Db = FastifyInstance['db']['db'];
/** A body as the route hands it over, after its schema parsed it. */
type Body<E extends Endpoint> = z.output<Extract<E['body'], z.ZodType>>;

export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  async function requireRace(raceId: number) {
    await getRace(db, raceId);
  }

  /**
   * The administrator's writes of one catalogue resource: create (201), update and delete (204),
   * each handing the service the caller's id.
   */
  function writeRoutes<C extends Endpoint, U extends Endpoint, D extends Endpoint>(
    endpoints: { create: C; update: U; remove: D },
    service: {
      create: (db: Db, adminId: number, values: Body<C>) => Promise<EndpointResponse<C>>;
      update: (db: Db, adminId: number, id: number, values: Body<U>) => Promise<EndpointResponse<U>>;
      remove: (db: Db, adminId: number, id: number) => Promise<void>;
    },
  ) {
    const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
    route(app, endpoints.create, async (request, reply) =>
      reply.status(201).send(await service.create(db, requireAdmin(request).id, request.body as Body<C>)),
    );
    route(app, endpoints.update, async (request, reply) =>
      reply.send(await service.update(db, requireAdmin(request).id, idOf(request), request.body as Body<U>)),
    );
    route(app, endpoints.remove, async (request, reply) => {
      await service.remove(db, requireAdmin(request).id, idOf(request));
      return reply.status(204).send(null);
    });
  }

  // Races: anyone may read (runners see only active races); only administrators write.
  route(app, api.listRaces, async (request) => listRaces(db, { activeOnly: request.principal?.type !== 'admin' }));

  route(app, api.getRace, async (request) => getRace(db, request.params.id));

  writeRoutes(
    { create: api.createRace, update: api.updateRace, remove: api.deleteRace },
    { create: createRace, update: updateRace, remove: deleteRace },
  );

  route(app, api.listRaceModalities, async (request) => {
    await requireRace(request.params.id);
    return listModalities(db, { raceId: request.params.id });
  });

  route(app, api.listRaceCategories, async (request) => {
    await requireRace(request.params.id);
    return listCategories(db, { raceId: request.params.id });
  });

  writeRoutes(
    { create: api.createModality, update: api.updateModality, remove: api.deleteModality },
    { create: createModality, update: updateModality, remove: deleteModality },
  );

  route(app, api.listCategories, async (request) => listCategories(db, { raceId: request.query.race_id }));

  writeRoutes(
    { create: api.createCategory, update: api.updateCategory, remove: api.deleteCategory },
    { create: createCategory, update: updateCategory, remove: deleteCategory },
  );
};
