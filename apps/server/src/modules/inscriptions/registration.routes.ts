import { apiErrorSchema } from '@carreras/domain/errors';
import { createInscriptionSchema, inscriptionSchema } from '@carreras/domain/inscriptions/inscription.schemas';
import {
  publicInscriptosSchema,
  registrationInfoSchema,
  registrationSettingsAnswerSchema,
  registrationSettingsSchema,
  remindersSchema,
  reportPaymentSchema,
  waitingEntrySchema,
  waitingListSchema,
} from '@carreras/domain/registration/registration.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireRunner } from '../../plugins/principal.ts';
import { findCurrentEvent } from './inscriptions.repository.ts';
import { enrol } from './inscriptions.service.ts';
import { findRegistration } from './places.repository.ts';
import {
  getPublicInscriptos,
  getRegistrationInfo,
  getRegistrationSettings,
  getReminders,
  leaveWaiting,
  listWaiting,
  promoteEntry,
  reportPayment,
  saveRegistrationSettings,
} from './registration.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });

/** Places, waiting list, fees and payment, public list and reminders (issue 17). */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/events/:id/registration', {
    config: { access: 'public' },
    schema: { params: idParams, response: { 200: registrationInfoSchema, ...errors } },
    handler: async (request) => getRegistrationInfo(db, request.params.id),
  });

  // The organiser's WhatsApp of the current event (D17), for '¿Olvidaste tu contraseña?' on the login.
  app.get('/registration/contact', {
    config: { access: 'public' },
    schema: { response: { 200: z.object({ whatsappOrganizador: z.string().nullable() }), ...errors } },
    handler: async () => {
      const event = await findCurrentEvent(db);
      const registration = event ? await findRegistration(db, event.id) : undefined;
      return { whatsappOrganizador: registration?.whatsapp_organizador ?? null };
    },
  });

  app.get('/events/:id/inscriptos', {
    config: { access: 'public' },
    schema: { params: idParams, response: { 200: publicInscriptosSchema, ...errors } },
    handler: async (request) => getPublicInscriptos(db, request.params.id),
  });

  app.get('/admin/events/:id/registration', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 200: registrationSettingsAnswerSchema, ...errors } },
    handler: async (request) => getRegistrationSettings(db, request.params.id),
  });

  app.put('/admin/events/:id/registration', {
    config: { access: 'admin' },
    schema: {
      params: idParams,
      body: registrationSettingsSchema,
      response: { 200: registrationSettingsAnswerSchema, ...errors },
    },
    handler: async (request) => saveRegistrationSettings(db, requireAdmin(request).id, request.params.id, request.body),
  });

  app.get('/admin/events/:id/reminders', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 200: remindersSchema, ...errors } },
    handler: async (request) => getReminders(db, request.params.id),
  });

  // Enrols when there is room, else joins the waiting list: one request, settled under the event's lock.
  app.post('/waiting-list', {
    config: {
      access: 'runner_or_admin',
      rateLimit: { max: app.config.enrolmentLimitPerMinute, timeWindow: '1 minute' },
    },
    schema: {
      body: createInscriptionSchema,
      response: {
        201: z.object({ inscription: inscriptionSchema.nullable(), waiting: waitingEntrySchema.nullable() }),
        ...errors,
      },
    },
    handler: async (request, reply) => reply.status(201).send(await enrol(db, request.principal!, request.body, true)),
  });

  app.get('/waiting-list', {
    config: { access: 'runner_or_admin' },
    schema: {
      querystring: z.object({ eventId: id.optional() }),
      response: { 200: waitingListSchema, ...errors },
    },
    handler: async (request) => listWaiting(db, request.principal!, request.query.eventId),
  });

  app.post('/waiting-list/:id/promote', {
    config: { access: 'admin' },
    schema: { params: idParams, response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) => promoteEntry(db, requireAdmin(request).id, request.params.id),
  });

  app.delete('/waiting-list/:id', {
    config: { access: 'runner_or_admin' },
    schema: { params: idParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await leaveWaiting(db, request.principal!, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/inscriptions/:id/report-payment', {
    config: { access: 'runner' },
    schema: { params: idParams, body: reportPaymentSchema, response: { 200: inscriptionSchema, ...errors } },
    handler: async (request) =>
      reportPayment(db, requireRunner(request).id, request.params.id, request.body.referencia),
  });
};
