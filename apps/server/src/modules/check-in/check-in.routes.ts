import { checkInContract as api } from '@carreras/domain/check-in/check-in.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { requireEventExists } from '../events/events.service.ts';
import { findInscription } from '../inscriptions/inscriptions.repository.ts';
import { withParticipantData } from '../inscriptions/participant-data.ts';
import { findNextFreeBib, searchInscriptionIds } from './check-in.repository.ts';
import { assignNextBib } from './check-in.service.ts';

/** Race-morning check-in (kit pick-up): a fast search and the next free bib, for admins only (D15). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.search, async (request) => {
    const { eventId } = request.params;
    await requireEventExists(db, eventId);
    const q = request.query.q;
    if (q === '') return { items: [] };
    const ids = await searchInscriptionIds(db, eventId, q);
    const found = await Promise.all(ids.map((id) => findInscription(db, id)));
    const items = found.filter((inscription) => inscription !== undefined);
    const list = await withParticipantData(db, { items, total: items.length, page: 1, limit: items.length });
    return { items: list.items };
  });

  route(app, api.nextBib, async (request) => {
    await requireEventExists(db, request.params.eventId);
    return { dorsal: await findNextFreeBib(db, request.params.eventId) };
  });

  route(app, api.assignNextBib, async (request) => assignNextBib(db, requireAdmin(request).id, request.params.id));
};
