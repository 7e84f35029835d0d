import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { inscriptionSchema } from '../inscriptions/inscription.schemas.ts';
import {
  cashDaySchema,
  cashQuerySchema,
  deskInscriptionSchema,
  kitProgressSchema,
  paymentIdParamsSchema,
  recordedPaymentSchema,
  recordPaymentSchema,
} from '../payments/payments.schemas.ts';
import { eventIdParamsSchema } from '../timing/timing.schemas.ts';
import { z } from '../zod.ts';
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
  /** One inscription as the desk's card shows it, with its money. */
  deskInscription: defineEndpoint({
    method: 'GET',
    path: '/admin/inscriptions/:id/desk',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    responses: { 200: deskInscriptionSchema },
    errors: { 404: [e.notFound] },
  }),
  /**
   * A payment recorded (decision 015): cash or a link collected, a reported transfer verified, or a waiver with its
   * reason; audited with the volunteer. The answer's payment id undoes it.
   */
  recordPayment: defineEndpoint({
    method: 'POST',
    path: '/admin/inscriptions/:id/payments',
    access: 'admin',
    params: inscriptionIdParamsSchema,
    body: recordPaymentSchema,
    responses: { 201: recordedPaymentSchema },
    errors: { 404: [e.notFound] },
  }),
  /** 'Deshacer': the payment is kept, marked undone with who undid it; 409 when it was undone already. */
  voidPayment: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/:paymentId/void',
    access: 'admin',
    params: paymentIdParamsSchema,
    responses: { 200: deskInscriptionSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** The Caja del día: the event's payments of one day (today by default), totals by method and volunteer. */
  cashDay: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:eventId/cash',
    access: 'admin',
    params: eventIdParamsSchema,
    query: cashQuerySchema,
    responses: { 200: cashDaySchema },
    errors: { 404: [e.notFound] },
  }),
  /** The Caja del día as an xlsx file: the payments, then the totals. */
  cashExport: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:eventId/cash/export',
    access: 'admin',
    params: eventIdParamsSchema,
    query: cashQuerySchema,
    responses: { 200: z.unknown() },
    errors: { 404: [e.notFound] },
  }),
  /** Kits picked up (attendance marked) against inscriptions, per distance. */
  kitProgress: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:eventId/kit-progress',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: kitProgressSchema },
    errors: { 404: [e.notFound] },
  }),
};
