import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { createInscriptionSchema, inscriptionSchema } from '../inscriptions/inscription.schemas.ts';
import { z } from '../zod.ts';
import {
  enrolOrWaitAnswerSchema,
  organiserContactSchema,
  placesIdParamsSchema,
  placesInfoSchema,
  placesSettingsAnswerSchema,
  placesSettingsSchema,
  publicInscriptosSchema,
  remindersSchema,
  reportPaymentSchema,
  waitingListQuerySchema,
  waitingListSchema,
} from './places.schemas.ts';

/**
 * An event's places (docs/product-choices.md, 'Before the race'): places, fees and how to pay, the waiting list, the public
 * list of inscriptos and the admin's reminders. The paths keep their historical `registration` segment: they are a
 * contract (docs/glossary.md, 'Cupos, precios y pago'). `:id` is the event's, the waiting entry's or the inscription's.
 */
export const placesContract = {
  /** Is there room, how much, how to pay: a snapshot of the places. */
  getPlacesInfo: defineEndpoint({
    method: 'GET',
    path: '/events/:id/registration',
    access: 'public',
    params: placesIdParamsSchema,
    responses: { 200: placesInfoSchema },
    errors: { 404: [e.notFound] },
  }),
  /** For '¿Olvidaste tu contraseña?' on the login. */
  getContact: defineEndpoint({
    method: 'GET',
    path: '/registration/contact',
    access: 'public',
    responses: { 200: organiserContactSchema },
  }),
  /** 404 also when the organiser did not make the list public. */
  listPublicInscriptos: defineEndpoint({
    method: 'GET',
    path: '/events/:id/inscriptos',
    access: 'public',
    params: placesIdParamsSchema,
    responses: { 200: publicInscriptosSchema },
    errors: { 404: [e.notFound] },
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:id/registration',
    access: 'admin',
    params: placesIdParamsSchema,
    responses: { 200: placesSettingsAnswerSchema },
    errors: { 404: [e.notFound] },
  }),
  /** 400 for a distance or category the event does not offer. */
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/admin/events/:id/registration',
    access: 'admin',
    params: placesIdParamsSchema,
    body: placesSettingsSchema,
    responses: { 200: placesSettingsAnswerSchema },
    errors: { 404: [e.notFound] },
  }),
  getReminders: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:id/reminders',
    access: 'admin',
    params: placesIdParamsSchema,
    responses: { 200: remindersSchema },
    errors: { 404: [e.notFound] },
  }),
  /**
   * Enrols when there is room, else joins the waiting list: one request, settled under the event's lock.
   * The same rules as POST /inscriptions (400 closed event or unfit category, 409 ALREADY_ENROLLED and the
   * other codes it answers but PLACES_FULL), 409 ALREADY_WAITING when the runner is already on the list; rate
   * limited.
   */
  joinWaitingList: defineEndpoint({
    method: 'POST',
    path: '/waiting-list',
    access: 'runner_or_admin',
    body: createInscriptionSchema,
    responses: { 201: enrolOrWaitAnswerSchema },
    errors: {
      404: [e.notFound],
      409: [e.conflict, e.alreadyEnrolled, e.pairPending, e.bibTaken, e.alreadyWaiting],
      429: [e.tooManyRequests],
    },
  }),
  /** A runner's own entries; an admin's of every event or of `eventId`. */
  listWaiting: defineEndpoint({
    method: 'GET',
    path: '/waiting-list',
    access: 'runner_or_admin',
    query: waitingListQuerySchema,
    responses: { 200: waitingListSchema },
  }),
  /**
   * The admin's choice: 409 CONFLICT when no place is free, ALREADY_ENROLLED when the runner already took part
   * another way.
   */
  promoteWaiting: defineEndpoint({
    method: 'POST',
    path: '/waiting-list/:id/promote',
    access: 'admin',
    params: placesIdParamsSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound], 409: [e.conflict, e.alreadyEnrolled] },
  }),
  /** The runner leaves the list (403 for another's entry), or an admin removes them. */
  leaveWaiting: defineEndpoint({
    method: 'DELETE',
    path: '/waiting-list/:id',
    access: 'runner_or_admin',
    params: placesIdParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound] },
  }),
  /**
   * 'Ya pagué': the holder or the confirmed partner (403 for anyone else); 409 once the payment is confirmed, or
   * when the event takes payment in person only (no transfer, link or instructions to pay from home).
   */
  reportPayment: defineEndpoint({
    method: 'POST',
    path: '/inscriptions/:id/report-payment',
    access: 'runner',
    params: placesIdParamsSchema,
    body: reportPaymentSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
};
