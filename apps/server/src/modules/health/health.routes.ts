import { healthContract as api } from '@carreras/domain/health/health.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { precompiled } from '../../db/precompiled.ts';
import { route } from '../../lib/contract-route.ts';

// Compiled once: the monitors' most frequent request asks the database each time, and nothing else.
const ping = precompiled({}, (db) => db.selectNoFrom(sql<number>`1`.as('ok')));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.health, async () => {
    await ping(app.db.db, {});
    return { status: 'ok' as const };
  });
};
