import { placesContract as api } from '@carreras/domain/places/places.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import { enrol } from './inscriptions.service.ts';
import {
  getOrganiserContact,
  getPlacesInfo,
  getPublicInscriptos,
  getRegistrationSettings,
  getReminders,
  leaveWaiting,
  listWaiting,
  promoteEntry,
  reportPayment,
  saveRegistrationSettings,
} from './places-and-fees.service.ts';

/** Places, waiting list, fees and payment, public list and reminders (docs/product-choices.md, 'Before the race'). */
export const placesAndFeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.getPlacesInfo, async (request) => getPlacesInfo(db, request.params.id));

  route(app, api.getContact, async () => getOrganiserContact(db));

  route(app, api.listPublicInscriptos, async (request) => getPublicInscriptos(db, request.params.id));

  route(app, api.getSettings, async (request) => getRegistrationSettings(db, request.params.id));

  route(app, api.saveSettings, async (request) =>
    saveRegistrationSettings(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.getReminders, async (request) => getReminders(db, request.params.id));

  route(
    app,
    api.joinWaitingList,
    async (request, reply) => reply.status(201).send(await enrol(db, request.principal!, request.body, true)),
    { config: { rateLimit: { max: app.config.inscriptionLimitPerMinute, timeWindow: '1 minute' } } },
  );

  route(app, api.listWaiting, async (request) => listWaiting(db, request.principal!, request.query.eventId));

  route(app, api.promoteWaiting, async (request) => promoteEntry(db, requireAdmin(request).id, request.params.id));

  route(app, api.leaveWaiting, async (request, reply) => {
    await leaveWaiting(db, request.principal!, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.reportPayment, async (request) =>
    reportPayment(db, requireRunner(request), request.params.id, request.body.referencia),
  );
};
