import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { inscriptionsContract as api } from '@carreras/domain/inscriptions/inscriptions.contract';
import { placesContract } from '@carreras/domain/places/places.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import { checkPartner, createInscription, enrol } from './enrolment.service.ts';
import {
  assignBib,
  changeCategory,
  deleteInscription,
  revertToRegistered,
  setAttendance,
  setPayment,
} from './inscription-admin.service.ts';
import {
  acceptPair,
  declinePair,
  getAvailableCategories,
  getEventChoices,
  getInscription,
  getInscriptions,
} from './inscriptions.service.ts';
import { withParticipantData } from './participant-data.service.ts';
import { partnerCheckAddressLimit, partnerCheckRateLimit } from './partner-check-limit.ts';
import { reportPayment } from './payments.service.ts';
import { promoteEntry } from './waiting-promotion.service.ts';

export const inscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.list, async (request) => getInscriptions(db, request.principal!, request.query));

  route(app, api.eventChoices, async (request) => getEventChoices(db, request.query.eventId));

  route(app, api.availableCategories, async (request) => getAvailableCategories(db, request.query));

  route(app, api.get, async (request) => getInscription(db, request.principal!, request.params.id));

  route(
    app,
    api.create,
    async (request, reply) => reply.status(201).send(await createInscription(db, request.principal!, request.body)),
    { config: { rateLimit: { max: app.config.inscriptionLimitPerMinute, timeWindow: '1 minute' } } },
  );

  // Limited per account (the route's rate limit) and per address (counted here, after the account's check).
  const partnerChecksOfAddress = app.createRateLimit(partnerCheckAddressLimit);
  route(
    app,
    api.partnerCheck,
    async (request) => {
      const counted = await partnerChecksOfAddress(request);
      if (!counted.isAllowed && counted.isExceeded) throw tooManyRequests(m.partnerCheckLimit);
      return checkPartner(db, requireRunner(request), request.query);
    },
    { config: { rateLimit: partnerCheckRateLimit } },
  );

  route(app, api.acceptPair, async (request) => acceptPair(db, requireRunner(request), request.params.id));

  route(app, api.declinePair, async (request, reply) => {
    await declinePair(db, requireRunner(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.update, async (request) =>
    changeCategory(db, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.confirmPayment, async (request) =>
    setPayment(db, requireAdmin(request).id, request.params.id, request.body?.pagoConfirmado !== false),
  );

  route(app, api.confirmAttendance, async (request) =>
    setAttendance(db, requireAdmin(request).id, request.params.id, request.body?.asistenciaConfirmada !== false),
  );

  route(app, api.assignBib, async (request) =>
    assignBib(db, requireAdmin(request).id, request.params.id, request.params.number),
  );

  route(app, api.revertStatus, async (request) => revertToRegistered(db, requireAdmin(request).id, request.params.id));

  route(app, api.delete, async (request, reply) => {
    await deleteInscription(db, requireAdmin(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  route(app, api.adminList, async (request) =>
    withParticipantData(db, await getInscriptions(db, request.principal!, request.query)),
  );

  // Three endpoints of the places contract write inscriptions, so they are served here: inscriptions ask
  // places, never the other way round (docs/glossary.md, 'Cupos, precios y pago').
  route(
    app,
    placesContract.joinWaitingList,
    async (request, reply) => reply.status(201).send(await enrol(db, request.principal!, request.body, true)),
    { config: { rateLimit: { max: app.config.inscriptionLimitPerMinute, timeWindow: '1 minute' } } },
  );

  route(app, placesContract.promoteWaiting, async (request) =>
    promoteEntry(db, requireAdmin(request).id, request.params.id),
  );

  route(app, placesContract.reportPayment, async (request) =>
    reportPayment(db, requireRunner(request), request.params.id, request.body.referencia),
  );
};
