import { defineEndpoint } from '../api/define-endpoint.ts';
import { z } from '../zod.ts';

/** For monitors and load balancers: the server answers and its database does (a 500 otherwise). */
export const healthContract = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
};
