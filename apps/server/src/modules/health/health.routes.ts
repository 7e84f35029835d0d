import { errorCodes } from '@carreras/domain/errors';
import { healthContract as api } from '@carreras/domain/health/health.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { databaseAnswers } from './health.service.ts';

export const DATABASE_DOWN = 'La base de datos no responde.';
export const CROSS_PROCESS_DOWN = 'Los cambios de los otros procesos del servidor no llegan a este.';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = liveUpdates(app);

  route(app, api.health, async (_request, reply) => {
    const database = await databaseAnswers(app.db.db);
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
