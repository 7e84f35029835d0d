import { errorCodes } from '@carreras/domain/errors';
import { healthContract as api } from '@carreras/domain/health/health.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { precompiled } from '../../db/precompiled.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { liveUpdates } from '../../lib/live-updates.ts';

// Compiled once: the monitors' most frequent request asks the database each time, and nothing else.
const ping = precompiled({}, (db) => db.selectNoFrom(sql<number>`1`.as('ok')));

/** A database that has not answered in this long is reported down (a monitor must not hang with it). */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

export const DATABASE_DOWN = 'La base de datos no responde.';
export const CROSS_PROCESS_DOWN = 'Los cambios de los otros procesos del servidor no llegan a este.';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = liveUpdates(app);

  const databaseAnswers = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_DATABASE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([ping(app.db.db, {}).then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  route(app, api.health, async (_request, reply) => {
    const database = await databaseAnswers();
    const crossProcess = live.crossProcess();
    if (!database || crossProcess === 'down') {
      reply.header('retry-after', '2');
      throw new AppError(503, errorCodes.unavailable, database ? CROSS_PROCESS_DOWN : DATABASE_DOWN, {
        database: database ? 'ok' : 'down',
        crossProcess: crossProcess === 'down' ? 'down' : 'ok',
      });
    }
    return { status: 'ok' as const, database: 'ok' as const, crossProcess };
  });
};
