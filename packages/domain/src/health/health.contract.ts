import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes } from '../error-codes.ts';
import { z } from '../zod.ts';

/**
 * For monitors and load balancers: the database answers, and other server processes' changes reach this one
 * ('not-needed' with one process on SQLite). While either is down: 503 SERVICE_UNAVAILABLE, whose `fields`
 * say which (`database` and `crossProcess`: 'ok' or 'down').
 */
export const healthContract = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    responses: {
      200: z.object({
        status: z.literal('ok'),
        database: z.literal('ok'),
        crossProcess: z.enum(['ok', 'not-needed']),
      }),
    },
    errors: { 503: [errorCodes.unavailable] },
  }),
};
