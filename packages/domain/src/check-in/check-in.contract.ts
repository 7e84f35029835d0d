import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { inscriptionSchema } from '../inscriptions/inscription.schemas.ts';
import { eventIdParamsSchema } from '../timing/timing.schemas.ts';
import {
  checkInQuerySchema,
  checkInSearchSchema,
  inscriptionIdParamsSchema,
  nextBibSchema,
} from './check-in.schemas.ts';

/** Race-morning check-in (kit pick-up): a fast search and the next free bib, for admins only (D15). */
export const checkInContract = {
  search: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:eventId/check-in',
    access: 'admin',
    params: eventIdParamsSchema,
    query: checkInQuerySchema,
    responses: { 200: checkInSearchSchema },
    errors: { 404: [e.notFound] },
  }),
  nextBib: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:eventId/next-bib',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: nextBibSchema },
    errors: { 404: [e.notFound] },
  }),
  assignNextBib: defineEndpoint({
    method: 'POST',
    path: '/admin/inscriptions/:id/next-bib',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
};
