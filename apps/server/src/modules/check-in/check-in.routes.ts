import { checkInQuerySchema, checkInSearchSchema, nextBibSchema } from '@carreras/domain/check-in/check-in.schemas';
import { apiErrorSchema } from '@carreras/domain/errors';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { inscriptionSchema } from '@carreras/domain/inscriptions/inscription.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { findEvent, findInscription } from '../inscriptions/inscriptions.repository.ts';
import { withParticipantData } from '../inscriptions/participant-data.ts';
import { findNextFreeBib, searchInscriptionIds } from './check-in.repository.ts';
import { assignNextBib } from './check-in.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Race-morning check-in (kit pick-up): a fast search and the next free bib, for admins only (D15). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  async function requireEvent(eventId: number) {
    if (!(await findEvent(db, eventId))) throw notFound(m.eventNotFound);
  }

  app.get('/admin/events/:eventId/check-in', {
    config: { access: 'admin' },
    schema: {
      params: z.object({ eventId: positiveId }),
      querystring: checkInQuerySchema,
      response: { 200: checkInSearchSchema, ...errors },
    },
    handler: async (request) => {
      const { eventId } = request.params;
      await requireEvent(eventId);
      const q = request.query.q;
      if (q === '') return { items: [] };
      const ids = await searchInscriptionIds(db, eventId, q);
      const found = await Promise.all(ids.map((id) => findInscription(db, id)));
      const items = found.filter((inscription) => inscription !== undefined);
      const list = await withParticipantData(db, { items, total: items.length, page: 1, limit: items.length });
      return { items: list.items };
    },
  });

  app.get('/admin/events/:eventId/next-bib', {
    config: { access: 'admin' },
    schema: { params: z.object({ eventId: positiveId }), response: { 200: nextBibSchema, ...errors } },
    handler: async (request) => {
      await requireEvent(request.params.eventId);
      return { dorsal: await findNextFreeBib(db, request.params.eventId) };
    },
  });

  app.post('/admin/inscriptions/:id/next-bib', {
    config: { access: 'admin' },
    schema: { params: z.object({ id: positiveId }), response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) => assignNextBib(db, requireAdmin(request).id, request.params.id),
  });
};
