import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { z } from '../zod.ts';
import { adminInscriptionListSchema } from './admin-inscription.schemas.ts';
import {
  assignBibParamsSchema,
  availableCategoriesQuerySchema,
  categoryChoiceSchema,
  confirmAttendanceSchema,
  confirmPaymentSchema,
  createInscriptionSchema,
  eventChoicesQuerySchema,
  eventChoicesSchema,
  inscriptionIdParamsSchema,
  inscriptionListQuerySchema,
  inscriptionListSchema,
  inscriptionSchema,
  partnerCheckQuerySchema,
  partnerCheckSchema,
  updateInscriptionSchema,
} from './inscription.schemas.ts';

/**
 * Inscriptions (spec 001 sections 4-7, D2, D7, D13). Who may read or answer one is decided by the rules of
 * inscription-access.ts: the holder, either partner of a pair (invited or confirmed) and admins read it;
 * only the invited partner accepts a pair; only admins change or delete an inscription.
 */
export const inscriptionsContract = {
  /** A runner gets only the inscriptions they hold or take part in; admins filter any. */
  list: defineEndpoint({
    method: 'GET',
    path: '/inscriptions',
    access: 'runner_or_admin',
    query: inscriptionListQuerySchema,
    responses: { 200: inscriptionListSchema },
  }),
  eventChoices: defineEndpoint({
    method: 'GET',
    path: '/inscriptions/categories-and-distances',
    access: 'public',
    query: eventChoicesQuerySchema,
    responses: { 200: eventChoicesSchema },
    errors: { 404: [e.notFound] },
  }),
  /** The categories of a distance, each with whether it fits the runner; without eventId, the current event. */
  availableCategories: defineEndpoint({
    method: 'GET',
    path: '/inscriptions/available-categories',
    access: 'admin',
    query: availableCategoriesQuerySchema,
    responses: { 200: z.array(categoryChoiceSchema) },
    errors: { 404: [e.notFound] },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/inscriptions/:id',
    access: 'runner_or_admin',
    params: inscriptionIdParamsSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound] },
  }),
  /**
   * 409 PLACES_FULL when the event, distance or category has no room, ALREADY_ENROLLED when the runner (with
   * `fields.partnerDni`, the admin's partner) already takes part, PAIR_PENDING when the admin's partner has a
   * pair invitation waiting, BIB_TAKEN for the admin's bib held by another; a runner's partner who cannot be
   * invited answers CONFLICT whatever the reason. Rate limited per address.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/inscriptions',
    access: 'runner_or_admin',
    body: createInscriptionSchema,
    responses: { 201: inscriptionSchema },
    errors: {
      404: [e.notFound],
      409: [e.conflict, e.placesFull, e.alreadyEnrolled, e.pairPending, e.bibTaken],
      429: [e.tooManyRequests],
    },
  }),
  /**
   * Whether the runner could invite this partner DNI to a pair in this event and category: the partner's short
   * name when so, one answer for every DNI that cannot be invited. Rate limited per runner, so it cannot be
   * used to find out who owns which DNI.
   */
  partnerCheck: defineEndpoint({
    method: 'GET',
    path: '/inscriptions/partner-check',
    access: 'runner',
    query: partnerCheckQuerySchema,
    responses: { 200: partnerCheckSchema },
    errors: { 404: [e.notFound], 429: [e.tooManyRequests] },
  }),
  /** 409 ALREADY_ENROLLED when the partner already takes part in the event, CONFLICT once the pair is settled. */
  acceptPair: defineEndpoint({
    method: 'POST',
    path: '/inscriptions/:id/accept-pair',
    access: 'runner',
    params: inscriptionIdParamsSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound], 409: [e.conflict, e.alreadyEnrolled] },
  }),
  /** The invited partner declines, or the holder withdraws the invitation: the holder stays enrolled alone. */
  declinePair: defineEndpoint({
    method: 'POST',
    path: '/inscriptions/:id/decline-pair',
    access: 'runner',
    params: inscriptionIdParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** D2: the "Editar Categoría" dialog; 409 when the new distance or category has no room. */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/inscriptions/:id',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    body: updateInscriptionSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  confirmPayment: defineEndpoint({
    method: 'PATCH',
    path: '/inscriptions/:id/confirm-payment',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    body: confirmPaymentSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound] },
  }),
  confirmAttendance: defineEndpoint({
    method: 'PATCH',
    path: '/inscriptions/:id/confirm-attendance',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    body: confirmAttendanceSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound] },
  }),
  /** D7: bib 0 removes it; another also confirms payment; 409 BIB_TAKEN when the event's bib is taken. */
  assignBib: defineEndpoint({
    method: 'PATCH',
    path: '/inscriptions/:id/assign-dorsal/:number',
    access: 'admin',
    params: assignBibParamsSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound], 409: [e.bibTaken] },
  }),
  /** D2: back to INSCRIPTO: payment, confirmation and bib cleared. */
  revertStatus: defineEndpoint({
    method: 'PATCH',
    path: '/inscriptions/:id/revert-status',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    responses: { 200: inscriptionSchema },
    errors: { 404: [e.notFound] },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/inscriptions/:id',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound] },
  }),
  /** The list with the participants' personal data (D15): the grid and its exports. */
  adminList: defineEndpoint({
    method: 'GET',
    path: '/admin/inscriptions',
    access: 'admin',
    query: inscriptionListQuerySchema,
    responses: { 200: adminInscriptionListSchema },
  }),
};
