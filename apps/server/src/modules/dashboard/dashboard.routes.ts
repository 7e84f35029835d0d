import { dashboardContract as api } from '@carreras/domain/dashboard/dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { getDashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.stats, async () => getDashboard(app.db.db));
};
