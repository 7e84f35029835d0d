import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => {
      await sql`select 1`.execute(app.db.db);
      return { status: 'ok' as const };
    },
  });
};
