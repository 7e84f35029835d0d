import { placesContract as api } from '@carreras/domain/places/places.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import {
  type FillWaiting,
  getOrganiserContact,
  getPlacesInfo,
  getPlacesSettings,
  getPublicInscriptos,
  getReminders,
  leaveWaiting,
  listWaiting,
  savePlacesSettings,
} from './places.service.ts';

/**
 * Places, fees and payment details, the waiting list, the public list and reminders (docs/product-choices.md,
 * 'Before the race'). Joining the list, promoting from it and 'Ya pagué' write inscriptions: the inscriptions'
 * routes serve them. `fillWaiting` is the inscriptions' promotion, wired by the app, so places never import them.
 */
export const placesRoutes: FastifyPluginAsyncZod<{ fillWaiting: FillWaiting }> = async (app, { fillWaiting }) => {
  const db = app.db.db;

  route(app, api.getPlacesInfo, async (request) => getPlacesInfo(db, request.params.id));

  route(app, api.getContact, async () => getOrganiserContact(db));

  route(app, api.listPublicInscriptos, async (request) => getPublicInscriptos(db, request.params.id));

  route(app, api.getSettings, async (request) => getPlacesSettings(db, request.params.id));

  route(app, api.saveSettings, async (request) =>
    savePlacesSettings(db, requireAdmin(request).id, request.params.id, request.body, fillWaiting),
  );

  route(app, api.getReminders, async (request) => getReminders(db, request.params.id));

  route(app, api.listWaiting, async (request) => listWaiting(db, request.principal!, request.query.eventId));

  route(app, api.leaveWaiting, async (request, reply) => {
    await leaveWaiting(db, request.principal!, request.params.id);
    return reply.status(204).send(null);
  });
};
